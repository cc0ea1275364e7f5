/** Worker entry for the Hint browser test: bots and import checks for hint-registry.ts. */
import { serveBotRequests } from '../../../electron/services/bots/bot-worker';
import { serveImportRequests } from '../../../electron/services/import-worker';
import { hintRegistry } from './hint-registry';

serveBotRequests(hintRegistry);
serveImportRequests(hintRegistry);
