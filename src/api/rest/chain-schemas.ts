import { z } from '@hono/zod-openapi';

/** Response shapes of the daily challenges' seed chain, named components in openapi.yaml. */

const hash32 = (description: string) =>
  z.string().openapi({ description, example: '9f2c0a6e5d1b4c3a8f7e6d5c4b3a2918f7e6d5c4b3a291807f6e5d4c3b2a1908' });

export const ExportedChain = z
  .object({
    date: z.string().openapi({ description: "The entry's UTC day, YYYY-MM-DD." }),
    head: hash32("The head of the day's year, as `GET /v1/challenges/chain` publishes it (hex)."),
    link: hash32("The day's link (hex), revealed when the day closes; hashed forward it gives the head.")
      .nullable()
      .openapi({ description: "The day's link (hex), revealed when the day closes; `null` before." }),
  })
  .openapi('ExportedChain', {
    description: "A challenge entry's day in the seed chain: what the audit's `chain` check needs.",
  });

export const SeedChain = z
  .object({
    algorithm: z.literal('rolltape.chain/1').openapi({
      description:
        "The construction: a day's link is sha256 of the next day's, the year's head is sha256 of 1 January's link, and a game's seed on day d is HMAC-SHA256(link_d, `rolltape.daily/2:<rules>:<date>`).",
    }),
    start: z.string().openapi({
      description:
        'The first day whose seeds follow from the chain (fixed once, as the day after the server first needed it); earlier days keep `rolltape.daily/1`.',
    }),
    periods: z
      .array(
        z.object({
          year: z.number().int().openapi({ description: 'The UTC year this chain covers.' }),
          firstDay: z.string().openapi({ description: '1 January of the year.' }),
          lastDay: z.string().openapi({ description: '31 December of the year.' }),
          head: hash32("sha256 of the first day's link: published before the year starts (hex)."),
          links: z
            .array(
              z.object({
                date: z.string().openapi({ description: 'A UTC day that has closed, YYYY-MM-DD.' }),
                link: hash32("The day's link (hex)."),
              }),
            )
            .readonly()
            .openapi({
              description:
                "The links of the days that have closed since the chain began, oldest first: never today's or a later one.",
            }),
        }),
      )
      .readonly()
      .openapi({ description: "This year's chain and the next year's (or the one year asked for)." }),
  })
  .openapi('SeedChain');
