import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../context.js';
import { problems } from './problem-schemas.js';
import { RuleDetail, RuleSummary } from './rule-schemas.js';
import { unwrap } from './respond.js';

const list = createRoute({
  method: 'get',
  path: '/rules',
  operationId: 'listRules',
  security: [],
  tags: ['rules'],
  summary: 'The games this server hosts',
  responses: {
    200: {
      description: 'Catalog',
      content: { 'application/json': { schema: z.object({ rules: z.array(RuleSummary) }) } },
    },
    ...problems(),
  },
});

const detail = createRoute({
  method: 'get',
  path: '/rules/{id}',
  operationId: 'getRules',
  security: [],
  tags: ['rules'],
  summary: 'One game, with the JSON Schemas of its options and moves',
  request: { params: z.object({ id: z.string().openapi({ example: 'circuit-racer' }) }) },
  responses: {
    200: { description: 'Rules', content: { 'application/json': { schema: RuleDetail } } },
    ...problems(404),
  },
});

export const rulesRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, (c) => c.json({ rules: c.var.services.catalog.listRules() }, 200))
  .openapi(detail, (c) => c.json(unwrap(c.var.services.catalog.ruleDetail(c.req.valid('param').id)), 200));
