/**
 * Asks the provider's local emulator whether it issued this unsigned token, and to whom: a token
 * the emulator does not know (forged, or from another emulator run) names no user. Answers the
 * user's id and phone number, or undefined.
 */
export async function emulatorUser(
  emulatorHost: string,
  apiKey: string,
  idToken: string,
): Promise<{ localId: string; phoneNumber?: string } | undefined> {
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(apiKey)}`;
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
    signal: AbortSignal.timeout(5000),
  });
  if (!answer.ok) return undefined;
  const body = (await answer.json()) as { users?: { localId: string; phoneNumber?: string }[] };
  return body.users?.[0];
}
