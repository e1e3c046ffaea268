import { FakeBackend } from '../../../src/adapters/fake/fake-backend';
import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { faultsTool } from '../../../src/server/sandbox/faults-tool';

function setup() {
  const backend = new FakeBackend({ seed: 4242, clock: new ManualClock() });
  return { backend, tool: faultsTool(backend) };
}

function post(tool: ReturnType<typeof faultsTool>, fields: Record<string, string>) {
  return tool.request('/', {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams(fields),
  });
}

describe('/sandbox/faults', () => {
  it('shows every setting in its form, the lost-answer rate included', async () => {
    const { backend, tool } = setup();
    backend.faults.set({ lostAnswerRate: 0.3 });
    const page = await (await tool.request('/')).text();
    expect(page).toContain('name="errorRate"');
    expect(page).toMatch(/name="lostAnswerRate"[^>]*value="0.3"/);
  });

  it('sets the lost-answer rate beside the error rate, leaving the others alone', async () => {
    const { backend, tool } = setup();
    const response = await post(tool, { errorRate: '0.1', lostAnswerRate: '0.25' });
    expect(response.status).toBe(200);
    const settings = { latencyMs: 0, errorRate: 0.1, lostAnswerRate: 0.25, reconnectDelayMs: 1000 };
    expect(await response.json()).toEqual(settings);
    expect(backend.faults.settings).toEqual(settings);
    await post(tool, { latencyMs: '20' });
    expect(backend.faults.settings).toEqual({ ...settings, latencyMs: 20 });
    await post(tool, { reset: '1' });
    expect(backend.faults.settings.lostAnswerRate).toBe(0);
  });

  it('refuses a lost-answer rate outside 0 to 1, changing nothing', async () => {
    const { backend, tool } = setup();
    for (const lostAnswerRate of ['1.5', '-0.1', 'often']) {
      const response = await post(tool, { errorRate: '0.5', lostAnswerRate });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'badRequest.validation' });
    }
    expect(backend.faults.settings).toMatchObject({ errorRate: 0, lostAnswerRate: 0 });
  });
});
