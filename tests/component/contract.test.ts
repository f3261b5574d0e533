/**
 * The component layer holds every call to the API contract (tests/msw.ts): a call the contract
 * does not allow is kept, named by its field, and would fail the test when it ends
 * (tests/jest/setup-dom.tsx). Taken here, so this test itself passes.
 */
import { takeContractViolations } from '../msw';

async function signedInHeaders(): Promise<Record<string, string>> {
  const res = await fetch('http://localhost/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
  });
  return {
    Authorization: `Bearer ${res.headers.get('x-access-token')}`,
    'X-Authorization': String(res.headers.get('access-token')),
    'Content-Type': 'application/json',
  };
}

describe('the API contract in component tests', () => {
  it('keeps a call that breaks it, with the call and the field, for the test to fail on', async () => {
    const headers = await signedInHeaders();
    await fetch('http://localhost/dataMember/page?current=1&pageSize=10&nickname=x', { headers });
    expect(takeContractViolations()).toEqual(['GET /dataMember/page request query /nickname: not in the contract']);
  });

  it('keeps nothing for calls that keep it', async () => {
    const headers = await signedInHeaders();
    await fetch('http://localhost/dataMember/page?current=1&pageSize=10&name=%E7%8E%8B', { headers });
    expect(takeContractViolations()).toEqual([]);
  });
});
