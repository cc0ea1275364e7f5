/** Bot (and import-check) worker for the packaged app (bundled to dist/electron/bot-worker.cjs). */
import '../services/bots/app-bot-worker';
