/**
 * Worker entry for the app: serves bots for every game the app hosts, and (in a worker of its own)
 * the parsing and replay of imported files.
 */
import { appRegistry } from '../../games';
import { serveImportRequests } from '../import-worker';
import { serveBotRequests } from './bot-worker';

serveBotRequests(appRegistry);
serveImportRequests(appRegistry);
