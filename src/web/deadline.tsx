/**
 * The turn deadline counting down (h:mm:ss, m:ss), once a second; past it, any seat may claim the
 * timeout, which has the default bot play the late seats.
 */
import { useEffect, useState } from 'preact/hooks';

export function Deadline({ deadline, onClaim }: { deadline: string | null; onClaim: (() => void) | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now()); // the clock may have stood still while there was no deadline
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(left / 3600);
  const clock =
    hours > 0
      ? `${hours}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`
      : `${Math.floor(left / 60)}:${two(left % 60)}`;
  return (
    <p role="timer" aria-live="off">
      Turn deadline: <strong>{left > 0 ? clock : 'passed'}</strong>{' '}
      {left === 0 && onClaim && (
        <button type="button" onClick={onClaim}>
          Claim the timeout
        </button>
      )}
    </p>
  );
}
