import { parseQuery } from '../../../../src/core/common/query';
import { parseQueryAction, withoutActionKeys } from '../../../../src/core/account/query-actions';

describe('parseQueryAction', () => {
  const action = (query: string) => parseQueryAction(parseQuery(query));

  it('reads login, validate and reset password with their token and password', () => {
    expect(action('action=login&token=abc')).toEqual({ kind: 'login', token: 'abc' });
    expect(action('?action=validate&token=t1')).toEqual({ kind: 'validate', token: 't1' });
    expect(action('action=resetpassword&token=t2&password=p')).toEqual({
      kind: 'resetPassword',
      token: 't2',
      password: 'p',
    });
  });

  it('ignores login without a token and unknown actions; keeps validate and reset without one', () => {
    expect(action('action=login')).toBeNull();
    expect(action('action=other&token=x')).toBeNull();
    expect(action('p=61')).toBeNull();
    expect(action('action=validate')).toEqual({ kind: 'validate', token: '' });
    expect(action('action=resetpassword&token=%20')).toEqual({
      kind: 'resetPassword',
      token: null,
      password: null,
    });
  });

  it('removes only the action keys from the query', () => {
    expect(withoutActionKeys(parseQuery('p=61&action=login&token=x&password=y&click_id=5'))).toEqual([
      ['p', '61'],
      ['click_id', '5'],
    ]);
  });
});
