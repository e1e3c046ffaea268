import { GalleryViewModel } from '../../../../../src/ui/features/performers/view-models/gallery.view-model';

const items = [
  { source: '/1.svg', title: 'One' },
  { source: '/2.svg', title: 'Two' },
  { source: '/3.svg', title: 'Three' },
];

describe('GalleryViewModel', () => {
  it('starts hidden with no items', () => {
    const vm = new GalleryViewModel();
    expect([vm.display, vm.itemCount, vm.currentItem, vm.page]).toEqual([false, 0, null, 1]);
  });

  it('shows the items at a 1-based page and gives the current item', () => {
    const vm = new GalleryViewModel();
    vm.show(items, 2);
    expect([vm.display, vm.page, vm.itemCount, vm.pagination]).toEqual([true, 2, 3, true]);
    expect(vm.currentItem).toEqual(items[1]);
  });

  it('pages within bounds and reports which way it can go', () => {
    const vm = new GalleryViewModel();
    vm.show(items);
    expect([vm.hasPrevious, vm.hasNext]).toEqual([false, true]);
    vm.previous();
    expect(vm.page).toBe(1);
    vm.next();
    vm.next();
    vm.next();
    expect(vm.page).toBe(3);
    expect([vm.hasPrevious, vm.hasNext]).toEqual([true, false]);
    expect(vm.currentItem?.title).toBe('Three');
  });

  it('paginates only with the flag on and more than one item', () => {
    const vm = new GalleryViewModel();
    vm.show(items, 1, { pagination: false });
    expect(vm.showsPagination).toBe(false);
    vm.next();
    expect(vm.page).toBe(1);
    vm.show(items.slice(0, 1));
    expect(vm.showsPagination).toBe(false);
    vm.show(items);
    expect(vm.showsPagination).toBe(true);
  });

  it('hides and clears the current item, and stays hidden when shown nothing', () => {
    const vm = new GalleryViewModel();
    vm.show(items, 3);
    vm.hide();
    expect([vm.display, vm.currentItem, vm.page]).toEqual([false, null, 3]);
    vm.show([]);
    expect(vm.display).toBe(false);
  });

  it('keeps its own copy of the items', () => {
    const vm = new GalleryViewModel();
    const list = [...items];
    vm.show(list);
    list.pop();
    expect(vm.itemCount).toBe(3);
  });
});
