/** The games this app hosts: the engine's registry, in the shape the services take. */
import { gameModules } from '../engine/index';
import { makeRegistry } from './services/registry';

export const appRegistry = makeRegistry(gameModules);
