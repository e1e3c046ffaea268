import { autorun } from 'mobx';
import type { WalletBalance } from '../../../../src/ports/wallet-balance.port';
import { WalletStore } from '../../../../src/ui/stores/wallet-store';
import { FavouritesStore } from '../../../../src/ui/stores/favourites-store';

describe('WalletStore', () => {
  it('knows no balance until the backend states one', () => {
    const wallet: WalletBalance = new WalletStore();
    expect(wallet.current()).toBeNull();
    wallet.update(1500);
    expect(wallet.current()).toBe(1500);
    wallet.update(null);
    expect(wallet.current()).toBeNull();
  });

  it('formats the balance with a dot as thousands separator, null when unknown', () => {
    const wallet = new WalletStore();
    expect(wallet.formatted).toBeNull();
    wallet.seed(1234567);
    expect(wallet.formatted).toBe('1.234.567');
    wallet.update(0);
    expect(wallet.formatted).toBe('0');
  });

  it('starts from a seeded balance, as the server rendered it', () => {
    const wallet = new WalletStore(5000);
    expect(wallet.current()).toBe(5000);
    expect(wallet.formatted).toBe('5.000');
  });

  it('records a purchase without touching the balance, and forgets both on clear', () => {
    const wallet = new WalletStore(100);
    wallet.recordPurchase({ credits: 2000, bundleId: 3 });
    expect(wallet.current()).toBe(100);
    expect(wallet.lastPurchase).toEqual({ credits: 2000, bundleId: 3 });
    wallet.clear();
    expect(wallet.current()).toBeNull();
    expect(wallet.lastPurchase).toBeNull();
  });

  it('lets views react to a new balance', () => {
    const wallet = new WalletStore();
    const shown: (string | null)[] = [];
    const stop = autorun(() => shown.push(wallet.formatted));
    wallet.update(1000);
    wallet.update(940);
    stop();
    expect(shown).toEqual([null, '1.000', '940']);
  });
});

describe('FavouritesStore', () => {
  it('adds, removes, seeds and clears performer ids', () => {
    const favourites = new FavouritesStore([1001, 1002]);
    expect(favourites.has(1001)).toBe(true);
    favourites.add(1003);
    favourites.add(1003);
    favourites.remove(1001);
    expect(favourites.list).toEqual([1002, 1003]);
    favourites.seed([7]);
    expect(favourites.list).toEqual([7]);
    favourites.clear();
    expect(favourites.has(7)).toBe(false);
  });
});
