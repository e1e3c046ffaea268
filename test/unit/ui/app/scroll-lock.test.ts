import { ScrollLock } from '../../../../src/ui/app/scroll-lock';

describe('ScrollLock', () => {
  it('freezes the page while any overlay is open, counting each once', () => {
    const body = { style: { overflow: '' } } as unknown as HTMLElement;
    const lock = new ScrollLock(() => body);
    const first = lock.acquire();
    const second = lock.acquire();
    expect([lock.count, body.style.overflow]).toEqual([2, 'hidden']);
    first();
    first();
    expect([lock.count, body.style.overflow]).toEqual([1, 'hidden']);
    second();
    expect([lock.count, body.style.overflow]).toEqual([0, '']);
  });
});
