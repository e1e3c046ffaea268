import { checkImageUpload, IMAGE_ERRORS } from '../../../../../src/core/account/validation/image-upload';

describe('checkImageUpload', () => {
  it('accepts jpg and jpeg under 5 MB', () => {
    expect(checkImageUpload({ name: 'me.jpg', size: 5242879 })).toBeNull();
    expect(checkImageUpload({ name: 'ME.JPEG', size: 1000 })).toBeNull();
  });

  it('rejects other extensions', () => {
    expect(checkImageUpload({ name: 'me.png', size: 10 })).toBe('ImageNotAllowed');
    expect(checkImageUpload({ name: 'jpg', size: 10 })).toBe('ImageNotAllowed');
    expect(checkImageUpload({ name: 'me.jpg.exe', size: 10 })).toBe('ImageNotAllowed');
  });

  it('rejects 5242880 bytes and more', () => {
    expect(checkImageUpload({ name: 'me.jpg', size: 5242880 })).toBe('ImageToBig');
    expect(IMAGE_ERRORS.ImageToBig).toBe('validation.imageTooBig');
  });
});
