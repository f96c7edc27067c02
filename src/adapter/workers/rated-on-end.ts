import type { GameService } from '../../service/games.js';

/**
 * The Worker's game service, rating a game's players when a call ends it. On node the feed of
 * commits does this; here each game commits in its own object, which has brought the index (D1) up
 * to the end before it answers, so the rating pass that follows sees the game over. A pass that fails
 * leaves the game owed (`rated_games`): the next pass, or the next profile read, rates it.
 */
export function ratedOnEnd(games: GameService, catchUp: () => Promise<void>): GameService {
  const after = async <T>(answer: T, over: boolean): Promise<T> => {
    if (over) await catchUp().catch(() => undefined);
    return answer;
  };
  return {
    ...games,
    makeMove: async (...args) => {
      const answer = await games.makeMove(...args);
      return after(answer, answer.ok && answer.value.game.status === 'over');
    },
    makeMoveMinimal: async (...args) => {
      const answer = await games.makeMoveMinimal(...args);
      return after(answer, answer.ok && answer.value.events.some((e) => e.type === 'GameEnded'));
    },
    claimTimeout: async (...args) => {
      const answer = await games.claimTimeout(...args);
      return after(answer, answer.ok && answer.value.game.status === 'over');
    },
    joinGame: async (...args) => {
      const answer = await games.joinGame(...args);
      return after(answer, answer.ok && answer.value.game.status === 'over');
    },
  };
}
