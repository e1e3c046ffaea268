import { act, fireEvent, screen } from '@testing-library/react';
import { scrollLock } from '../../src/ui/app/scroll-lock';
import GalleryOverlay from '../../src/ui/features/performers/components/gallery-overlay';
import {
  GalleryViewModel,
  type GalleryItem,
} from '../../src/ui/features/performers/view-models/gallery.view-model';
import { renderWithApp } from './render-with-app';

const ITEMS: GalleryItem[] = [
  { source: '/a.svg', title: 'Beach' },
  { source: '/b.svg', title: 'Garden' },
  { source: '/c.svg', title: 'Studio <b>1</b>' },
];

function setup(locale: 'en' | 'nl' = 'en') {
  const vm = new GalleryViewModel();
  const { view } = renderWithApp(
    <>
      <button type="button">Opener</button>
      <GalleryOverlay vm={vm} />
    </>,
    { locale },
  );
  const opener = screen.getByRole('button', { name: 'Opener' });
  return { vm, view, opener };
}

function openAt(vm: GalleryViewModel, opener: HTMLElement, page = 1, items = ITEMS, pagination = true) {
  opener.focus();
  act(() => vm.show(items, page, { pagination }));
}

afterEach(() => {
  expect(scrollLock.count).toBe(0);
});

describe('GalleryOverlay', () => {
  it('renders nothing while hidden', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the picture with its title in a labelled modal dialog, focus on the close button', () => {
    const { vm, opener } = setup();
    openAt(vm, opener, 2);
    const dialog = screen.getByRole('dialog', { name: 'Photo gallery' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('img', { name: 'Garden' }).getAttribute('src')).toBe('/b.svg');
    expect(dialog.textContent).toContain('Garden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('shows a title with markup as text', () => {
    const { vm, opener } = setup();
    openAt(vm, opener, 3);
    expect(screen.getByRole('img', { name: 'Studio <b>1</b>' })).toBeTruthy();
    expect(screen.getByRole('dialog').querySelector('b')).toBeNull();
  });

  it('pages with the arrow buttons, counts "n / total", and stops at both ends', () => {
    const { vm, opener } = setup();
    openAt(vm, opener);
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Studio <b>1</b>' })).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.click(previous);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Garden' })).toBeTruthy();
  });

  it('pages with the arrow keys', () => {
    const { vm, opener } = setup();
    openAt(vm, opener);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('has no arrows and no counter for a single picture or with pagination off', () => {
    const { vm, opener } = setup();
    openAt(vm, opener, 1, ITEMS.slice(0, 1));
    expect(screen.getByRole('img', { name: 'Beach' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
    openAt(vm, opener, 2, ITEMS, false);
    expect(screen.getByRole('img', { name: 'Garden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(screen.queryByText('2 / 3')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Garden' })).toBeTruthy();
    act(() => vm.hide());
  });

  it('closes with Escape, gives the page its scrolling back and returns focus to the opener', () => {
    const { vm, opener } = setup();
    openAt(vm, opener);
    expect(scrollLock.count).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vm.display).toBe(false);
    expect(scrollLock.count).toBe(0);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button', () => {
    const { vm, opener } = setup();
    openAt(vm, opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('releases the scroll lock when unmounted while open', () => {
    const { vm, opener, view } = setup();
    openAt(vm, opener);
    expect(scrollLock.count).toBe(1);
    act(() => view.unmount());
    expect(scrollLock.count).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });

  it('speaks Dutch on a Dutch page', () => {
    const { vm, opener } = setup('nl');
    openAt(vm, opener);
    expect(screen.getByRole('dialog', { name: 'Fotogalerij' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volgende foto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
    act(() => vm.hide());
  });
});
