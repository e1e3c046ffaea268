export const SITE = { affiliation: 'Site', brand: 'Brand' };
