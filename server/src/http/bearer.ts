/** The token of an `Authorization: Bearer <token>` header; '' without one. Every route and the GraphQL context read it here. */
export function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}
