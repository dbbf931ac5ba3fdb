import { decode, decodeList, decodeOk } from './decode';
import { Language, SiteSettingsResponse, SiteSetting } from '../contracts/site';
import { LoginResult, User } from '../contracts/user';
import { Transaction } from '../contracts/wallet';
import { OpsRequest, RequestFlags } from '../contracts/ops';

describe('answers become the shared contract classes (class-transformer)', () => {
  test('nested classes are instances, every field kept, an open class keeps keys it does not declare', () => {
    const json = {
      siteSetting: { site_title: 'Khel', languagesList: [{ code: 'hi', name: 'हिन्दी', url: '/site/languages/hi.json' }], custom_key: 7 },
      casino_url: null,
      bonus_data: [],
    };
    const settings = decode(SiteSettingsResponse, json);
    expect(settings).toBeInstanceOf(SiteSettingsResponse);
    expect(settings.siteSetting).toBeInstanceOf(SiteSetting);
    expect(settings.siteSetting.languagesList![0]).toBeInstanceOf(Language);
    expect(settings.siteSetting.custom_key).toBe(7);
    expect(JSON.parse(JSON.stringify(settings))).toEqual(json);
  });

  test('the envelope keeps its message; data becomes the class; null stays null', () => {
    const body = { success: true as const, status: 1 as const, message: 'Logged in', data: { token: 't', exp: 1, user: { user_name: 'P1', balance: 10.5 } } };
    const ok = decodeOk(LoginResult, body);
    expect(ok.message).toBe('Logged in');
    expect(ok.data).toBeInstanceOf(LoginResult);
    expect(ok.data.user).toBeInstanceOf(User);
    expect(ok.data.user.balance).toBe(10.5);
    expect(decodeOk(LoginResult, { ...body, data: null }).data).toBeNull();
  });

  test('lists: each item an instance; anything but a list is an empty list', () => {
    const list = decodeList(Transaction, [{ c_a_tid: 1, amount: 100 }, { c_a_tid: 2, amount: 250.5 }]);
    expect(list.map((t) => [t instanceof Transaction, t.c_a_tid, t.amount])).toEqual([
      [true, 1, 100],
      [true, 2, 250.5],
    ]);
    expect(decodeList(Transaction, null)).toEqual([]);
    const request = decode(OpsRequest, { c_a_tid: 3, flags: { utr_claimed_before: true, withdrawal_before_wagering: false, linked_accounts: ['P2'] } });
    expect(request.flags).toBeInstanceOf(RequestFlags);
    expect(request.flags!.linked_accounts).toEqual(['P2']);
  });
});
