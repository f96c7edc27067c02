// The one class the node type-check needs from the Workers runtime. The workerd type-check
// (test/workerd/tsconfig.json) sees the real declarations from @cloudflare/workers-types instead:
// this file is reached only through the root tsconfig's "include", never imported.
declare module 'cloudflare:workers' {
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: unknown;
    protected readonly env: Env;
    constructor(ctx: unknown, env: Env);
    fetch?(request: Request): Response | Promise<Response>;
    alarm?(): void | Promise<void>;
    webSocketMessage?(ws: unknown, message: string | ArrayBuffer): void | Promise<void>;
    webSocketClose?(ws: unknown, code: number, reason: string, wasClean: boolean): void | Promise<void>;
  }
}
