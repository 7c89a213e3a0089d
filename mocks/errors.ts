/**
 * The error a handler throws to answer with the contract's error envelope. The HTTP status equals the
 * envelope code (openapi.yaml "Error codes"): 400 bad input, 401 not signed in, 402 not enough credits,
 * 403 not allowed, 404 unknown id, 409 conflict, 500 unexpected.
 */
export class MockError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'MockError';
  }
}

export const badRequest = (message: string) => new MockError(400, message);
export const unauthorized = (message = 'Please sign in first') => new MockError(401, message);
export const notEnoughCredits = (message: string) => new MockError(402, message);
export const forbidden = (message: string) => new MockError(403, message);
export const notFound = (message: string) => new MockError(404, message);
export const conflict = (message: string) => new MockError(409, message);
