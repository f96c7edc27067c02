/**
 * What a Boom Town card says when printed on the table: its price and its effect, in a line each,
 * written from the content numbers (spec shared/games/coal-n-write.md §2.4) so a retune shows up here.
 */
import type { CardId, CoalNWriteContent } from './content.js';

export interface CardFace {
  readonly price: string;
  readonly effect: string;
}

export function cardFace(c: CoalNWriteContent, id: CardId): CardFace {
  const faces: Record<CardId, CardFace> = {
    washDay: { price: `$${c.washDay.cost}, once`, effect: `+$${c.washDay.perDelivery} every delivery` },
    strikeGold: { price: `$${c.strikeGold.cost}`, effect: `$${c.strikeGold.per} per $${c.strikeGold.step} delivered` },
    gunsmith: { price: c.gunsmith.map((p) => `$${p}`).join(' / '), effect: 'pistols shoot bandits' },
    tackAndHarness: { price: `$${c.tackAndHarness}, once`, effect: 'burros use dashed slots' },
    workhorseTonic: { price: c.tonicPrices.map((p) => `$${p}`).join(' '), effect: `tonic: +${c.tonicBonus} to a die` },
    sheriffsDeputy: { price: 'free', effect: `${c.sheriff.boxes} boxes → $${c.sheriff.reward}` },
    armWrasslin: { price: `both ≥ $${c.armWrasslin.minCash}`, effect: `higher die takes $${c.armWrasslin.stake}` },
    backroomGamblin: { price: `≥ $${c.gamblin.minCash}`, effect: 'hit or stay to 21' },
    sugarfoot: { price: `$${c.sugarfoot}, once`, effect: 'a 7th round, burro 7' },
    coalBaron: { price: `${c.coalBaron.coal} coal in stash`, effect: `$${c.coalBaron.reward}, then gone` },
    cowPunchin: { price: 'free', effect: `3 dice: $${c.cowPunchin.perDie} per ${c.cowPunchin.minFace}+` },
    drankinContest: { price: `≥ $${c.drankin.minCash}`, effect: `no doubles: $${c.drankin.perThrow}/throw` },
    muleTeam: { price: `$${c.muleTeam.cost}`, effect: `round 7; ${c.muleTeam.percent}% of others' ore` },
    ponyExpress: { price: `$${c.ponyExpress.perMail} a mail`, effect: `most mail $${c.ponyExpress.prizes.join('/$')}` },
    rodeoContest: {
      price: `$${c.rodeo.entry} entry`,
      effect: c.rodeo.prizes.map((p) => `${p.min}+: $${p.prize}`).join(', '),
    },
    trickShootin: {
      price: `$${c.trickShootin.entry} entry`,
      effect: `${c.trickShootin.shots} shots, ×${c.trickShootin.multiplier} targets`,
    },
    wagonWheelFixin: { price: 'free', effect: `die × ${c.wagonWheel.join('/')}` },
  };
  return faces[id];
}
