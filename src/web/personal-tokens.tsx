/**
 * `/tokens`: the signed-in player's personal tokens (`rtp_…`), for a bot, a script or a dashboard: each
 * listed with its scopes and when it was made (never the token itself), a new one made with the
 * scopes chosen and shown once, and any but this browser's revoked (*Sign out* revokes that one).
 */
import { useEffect, useState } from 'preact/hooks';
import type { CreatedPersonalToken, PersonalToken, TokenScope } from '../client/index.js';
import { useAccount, withAccount, type Account } from './account.js';
import { client } from './client.js';
import { errorText } from './error-text.js';
import { Link } from './router.js';

const SCOPES: readonly (readonly [TokenScope, string])[] = [
  ['play', 'play: start, join and move in your games (and read them)'],
  ['read', 'read: your games, their views, streams and exports'],
  ['webhooks', 'webhooks: register the endpoints told when it is your turn'],
];

const made = (at: string) => new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function TokensPage() {
  const account = useAccount();
  return (
    <section aria-labelledby="tokens-h" class="personal-tokens">
      <h1 id="tokens-h">Your personal tokens</h1>
      <p>
        A personal token lets a bot, a script or a dashboard act as you: <code>Authorization: Bearer rtp_…</code> (
        <a href="/docs">API docs</a>). Give each one only the scopes it needs; revoke it and it stops working at once.
      </p>
      {account === null ? (
        <p class="muted">
          Sign in (at the top of the page) to see and make your tokens. <Link href="/">Back to the home page</Link>
        </p>
      ) : (
        <Tokens account={account} key={account.token} />
      )}
    </section>
  );
}

function Tokens({ account }: { account: Account }) {
  const [tokens, setTokens] = useState<readonly PersonalToken[] | null>(null);
  // This browser's own token: revoking it is signing out, which the header does.
  const [current, setCurrent] = useState('');
  const [fresh, setFresh] = useState<CreatedPersonalToken | null>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly TokenScope[]>(['read']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const load = () =>
    withAccount(account, (token) => Promise.all([client.me(token), client.tokens(token)])).then(
      ([me, list]) => {
        setCurrent(me.token.id);
        setTokens(list);
      },
      (e) => setError(errorText(e)),
    );
  useEffect(() => void load(), [account.token]);

  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await call();
      await load();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const make = (e: Event) => {
    e.preventDefault();
    void act(async () => {
      const input = { scopes, ...(name.trim() !== '' && { name: name.trim() }) };
      setFresh(await withAccount(account, (token) => client.createToken(token, input)));
      setName('');
    });
  };
  const revoke = (t: PersonalToken) =>
    act(async () => {
      await withAccount(account, (token) => client.revokeToken(token, t.id));
      if (fresh?.token.id === t.id) setFresh(null);
    });
  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes(SCOPES.map(([s]) => s).filter((s) => (s === scope ? on : scopes.includes(s))));

  return (
    <>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {fresh && (
        <div class="new-token" role="status">
          <p>
            <strong>{fresh.token.name}</strong>: copy it now, it is shown only this once.
          </p>
          <p>
            <code data-testid="new-token">{fresh.secret}</code>{' '}
            <button type="button" onClick={() => void navigator.clipboard?.writeText(fresh.secret)}>
              Copy
            </button>
          </p>
        </div>
      )}
      <ul class="token-list">
        {(tokens ?? []).map((t) => (
          <li class="token" data-token={t.id}>
            <strong>{t.name}</strong>
            <span class="muted">
              {' '}
              · {t.scopes.join(', ')} · made {made(t.createdAt)}
            </span>{' '}
            {t.id === current ? (
              <span class="muted">(this browser: Sign out revokes it)</span>
            ) : (
              <button type="button" disabled={busy} onClick={() => void revoke(t)} aria-label={`Revoke ${t.name}`}>
                Revoke
              </button>
            )}
          </li>
        ))}
      </ul>
      <form class="card" onSubmit={make} aria-labelledby="new-token-h">
        <h2 id="new-token-h">New token</h2>
        <label for="token-name">Name (what it is for)</label>
        <input
          id="token-name"
          value={name}
          maxLength={60}
          placeholder="my bot"
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
        <fieldset>
          <legend>It may</legend>
          {SCOPES.map(([scope, text]) => (
            <label class="scope">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, (e.target as HTMLInputElement).checked)}
              />{' '}
              {text}
            </label>
          ))}
        </fieldset>
        <p>
          <button type="submit" disabled={busy || scopes.length === 0}>
            Make token
          </button>
        </p>
      </form>
    </>
  );
}
