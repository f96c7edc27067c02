/** One line of an audit report: what was checked, and how it went. */
export type CheckStatus = 'pass' | 'fail' | 'skip';

export interface AuditCheck {
  readonly name:
    | 'export'
    | 'signature'
    | 'tape'
    | 'rules'
    | 'commitment'
    | 'order'
    | 'moves'
    | 'dice'
    | 'shuffles'
    | 'ending'
    | 'sandbox'
    | 'chain';
  readonly status: CheckStatus;
  readonly detail: string;
  /** The first event that failed this check, if one did. */
  readonly seq?: number;
}
