/**
 * The public `contract` namespace: the wire (every call, its shapes and errors) and, for the 1.x
 * line, five rules both sides apply that 1.x published under this name. Those live in
 * sdk/shared-rules now, beside the contract rather than inside it; 2.0.0 moves them to `rules`.
 */
export * from './contract';
export * from './shared-rules/withdraw-fee';
export * from './shared-rules/withdraw-proof';
export * from './shared-rules/payment-password';
export * from './shared-rules/card-number';
export * from './shared-rules/csv';
