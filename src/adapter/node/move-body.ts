import { MoveRequest } from '../../api/rest/move-request.js';

// As `Request.text()` decodes (UTF-8, a byte order mark dropped, bad bytes replaced).
const decoder = new TextDecoder();

/**
 * A move's body as the route's validator hands it to its handler (`MoveRequest`), or `null` when
 * the validator would refuse it: then the app answers it (with its own words for why).
 */
export function moveBody(bytes: Uint8Array): MoveRequest | null {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
  const plain = plainMove(value);
  if (plain !== null) return plain;
  const parsed = MoveRequest.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The usual body (`move` and any of `expectedVersion`, `moveId`, `seat`, each plainly valid) checked
 * by hand, to exactly what `MoveRequest`'s parse answers for it, members in the schema's order; `null`
 * for anything else, which zod then checks (a third of the body's cost of a move was zod's generic
 * object walk). test/unit/api/move-body.test.ts holds the two to the same answers.
 */
export function plainMove(value: unknown): MoveRequest | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  let present = false;
  let move: unknown;
  let expectedVersion: number | undefined;
  let moveId: string | undefined;
  let seat: number | undefined;
  const members = value as Record<string, unknown>;
  for (const key in members) {
    const member = members[key];
    if (key === 'move') {
      present = member !== undefined;
      move = member;
    } else if (key === 'expectedVersion' && Number.isSafeInteger(member) && (member as number) >= 0)
      expectedVersion = member as number;
    else if (key === 'moveId' && typeof member === 'string' && member.length >= 1 && member.length <= 128)
      moveId = member;
    else if (key === 'seat' && Number.isSafeInteger(member) && (member as number) >= 1) seat = member as number;
    else return null;
  }
  if (!present) return null;
  return {
    move,
    ...(expectedVersion !== undefined && { expectedVersion }),
    ...(moveId !== undefined && { moveId }),
    ...(seat !== undefined && { seat }),
  };
}
