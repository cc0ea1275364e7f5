/** Bot worker entry for the app: serves bots for every game the app hosts. */
import { appRegistry } from '../../games';
import { serveBotRequests } from './bot-worker';

serveBotRequests(appRegistry);
