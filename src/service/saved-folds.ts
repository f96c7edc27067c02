import type { SavedFoldStore } from '../store/saved-fold-store.js';
import type { FeedItem, GameFeed } from './game-feed.js';
import { SAVE_FOLD_EVERY, saveFold } from './loaded-game.js';

/** Whether a commit calls for a saved fold: its events crossed a multiple of `SAVE_FOLD_EVERY`, or ended the game. */
export function saveFoldDue({ loaded, appended }: FeedItem): boolean {
  const before = loaded.version - appended.length;
  return (
    Math.floor(before / SAVE_FOLD_EVERY) < Math.floor(loaded.version / SAVE_FOLD_EVERY) ||
    appended.some((e) => e.event.type === 'GameEnded')
  );
}

/**
 * Saves the folds of games as their appends commit (every game's feed), so a long game read after a
 * restart starts from its saved fold instead of replaying its whole tape. Call the answer to stop.
 */
export function saveFoldsOnCommit(feed: GameFeed, savedFolds: SavedFoldStore): () => void {
  return feed.subscribeAll((item) => {
    if (saveFoldDue(item)) saveFold(savedFolds, item.loaded);
  });
}
