/**
 * The reference web client: every page is built on `rolltape/client` alone, and every board is the
 * same Preact component the server draws for `board.svg`.
 */
import { render } from 'preact';
import { lazy, Suspense } from 'preact/compat';
import { GamePage } from './game-page.js';
import { HomePage } from './home.js';
import { PageProblem } from './page-problem.js';
import { TokensPage } from './personal-tokens.js';
import { Link, useRoute } from './router.js';
import { AccountControl } from './sign-in.js';

// The replay page carries the rules core (for dropped files and the in-browser audit): loaded only when opened.
const ReplayPage = lazy(() => import('./replay-page.js').then((m) => m.ReplayPage));

function App() {
  const route = useRoute();
  return (
    <>
      <header class="top">
        <strong>
          <Link href="/">Rolltape</Link>
        </strong>
        <Link href="/replay">Replay</Link>
        <a href="/docs">API docs</a>
        <a href="/graphql">GraphQL</a>
        <AccountControl />
      </header>
      <main>
        {route.page === 'home' && <HomePage />}
        {route.page === 'game' && <GamePage id={route.id} key={route.id} />}
        {route.page === 'replay' && (
          <Suspense fallback={<p>Loading the replay…</p>}>
            <ReplayPage id={route.id} key={route.id ?? ''} />
          </Suspense>
        )}
        {route.page === 'tokens' && <TokensPage />}
        {route.page === 'missing' && (
          <PageProblem title="Page not found" detail={`There is no page at ${route.path}.`} code="route-not-found" />
        )}
      </main>
    </>
  );
}

const root = document.getElementById('app')!;
// Preact 11 renders beside what the container holds: drop the "Loading…" placeholder first.
root.replaceChildren();
render(<App />, root);
