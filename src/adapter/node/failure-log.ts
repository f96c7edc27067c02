/**
 * Logs a repeating failure when it starts or changes, and once when it stops: a task retried every
 * 200 ms (the WAL checkpointer) would otherwise write the same line five times a second for as long
 * as the disk stays full.
 */
export function failureLog(what: string, log: (line: string) => void = (line) => console.error(line)) {
  let failing: string | undefined;
  return {
    failed(error: unknown): void {
      const message = error instanceof Error ? error.message : String(error);
      if (message === failing) return;
      failing = message;
      log(`rolltape: ${what} failed, will retry quietly until it works: ${message}`);
    },
    succeeded(): void {
      if (failing === undefined) return;
      failing = undefined;
      log(`rolltape: ${what} works again`);
    },
  };
}
