/** What a page shows instead of itself when it cannot: a short sentence, a way home, the code for bug reports. */
import { RolltapeError } from '../client/index.js';
import { sentence } from './error-text.js';
import { Link } from './router.js';

export function PageProblem(props: { title: string; detail: string; code?: string }) {
  return (
    <section class="page-problem" role="alert">
      <h1>{props.title}</h1>
      <p>{props.detail}</p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
      {props.code !== undefined && (
        <p class="muted">
          <small>
            Code: <code>{props.code}</code>
          </small>
        </p>
      )}
    </section>
  );
}

/** A game that could not be opened, in words: the server's code stays visible, small, not as the message. */
export function GameProblem({ id, error }: { id: string; error: unknown }) {
  const code = error instanceof RolltapeError ? error.code : undefined;
  if (code === 'game-not-found')
    return (
      <PageProblem
        title="No such game"
        detail={`There is no game “${id}” on this server. Check the link, or start a new game from the home page.`}
        code={code}
      />
    );
  if (code === 'network-error')
    return (
      <PageProblem
        title="The server cannot be reached"
        detail="Check your connection, then reload the page."
        code={code}
      />
    );
  const detail = error instanceof RolltapeError ? error.problem.detail : 'Something went wrong.';
  return (
    <PageProblem
      title="This game could not be opened"
      detail={`${sentence(detail)} Reload to try again.`}
      code={code}
    />
  );
}
