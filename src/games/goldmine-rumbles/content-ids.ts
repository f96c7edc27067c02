/**
 * The ids of Goldmine Rumbles' items, dashboard columns, tile ports and claim types (spec §2): the
 * words moves, views and `content.ts` are written in.
 */

export const ITEM_IDS = [
  'bread',
  'dynamite',
  'whiskey',
  'bacon',
  'bible',
  'pipe',
  'detonator',
  'matchstick',
  'blunderbuss',
  'chippawaLeaf',
  'applePie',
  'fungus',
  'medicalSupplies',
  'flask',
  'harmonica',
] as const;
export type ItemId = (typeof ITEM_IDS)[number];

export const COLUMN_IDS = [
  'colt',
  'waterPumps',
  'minersLamps',
  'miningTools',
  'companyShares',
  'explosivesManuals',
  'safetyGear',
  'notebooks',
  'fortifyingTonic',
  'tunnelPlans',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export const EDGE_PORTS = ['N', 'E', 'S', 'W'] as const;
export const CORNER_PORTS = ['NE', 'SE', 'SW', 'NW'] as const;
export const PORTS = [...EDGE_PORTS, ...CORNER_PORTS] as const;
export type Port = (typeof PORTS)[number];

export const CLAIM_TYPES = ['dark', 'flooded', 'hardRock'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
