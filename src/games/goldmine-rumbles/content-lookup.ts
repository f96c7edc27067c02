/** Small reads of Goldmine Rumbles content by id, shared by the rules, the bots and the views. */
import { COLUMN_IDS, type ColumnId, type ItemId } from './content-ids.js';
import type { Claim, GoldmineContent, MineTile } from './content-types.js';

export const isEssential = (content: GoldmineContent, id: ItemId): boolean => content.items[id].group === 'essential';
export const claimOf = (content: GoldmineContent, id: number): Claim => content.claims[id - 1]!;
export const tileOf = (content: GoldmineContent, id: number): MineTile => content.tiles[id - 1]!;
export const isColumnId = (value: unknown): value is ColumnId =>
  typeof value === 'string' && (COLUMN_IDS as readonly string[]).includes(value);
