import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionLoaded } from '#kit/session/sessionSlice';
import { accountInfo, memoryCookies, ok, scriptedFetch, testStore } from '#kit/test/fixtures';
import { renderPage } from '#kit/test/render';
import { saasConfig } from '../../config';
import { ProfilePage } from './ProfilePage';

function setup(account: Partial<Omit<typeof accountInfo, 'gender'>> & { gender?: 0 | 1 | 2 } = {}) {
  const { fetch, calls } = scriptedFetch({
    updateAccount: () => ok({ ...accountInfo, ...account, userName: '陈思远（已改）' }, '资料已保存'),
  });
  const store = testStore(saasConfig, {
    client: { baseUrl: 'http://console.test', fetch },
    cookies: memoryCookies({ 'saas-Token': 'tok' }),
  });
  store.dispatch(sessionLoaded({ user: { ...accountInfo, ...account }, roles: ['Site'], baseRoles: ['Site'] }));
  const view = renderPage(<ProfilePage />, { config: saasConfig, store });
  return { ...view, calls, user: userEvent.setup() };
}

const cityInput = () => screen.getByRole('combobox', { name: '请选择城市' });

// Fluent in jsdom on a busy 2-core machine: generous time per test.
describe('个人资料', { timeout: 20_000 }, () => {
  it('starts from the account, the region shown as its joined name', () => {
    setup();
    expect(screen.getByLabelText(/^姓名/)).toHaveValue('陈思远');
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    expect(cityInput()).toHaveValue('浙江省-杭州市-西湖区');
    expect(screen.getByLabelText('公司')).toHaveValue('杭州青禾文化传播有限公司');
  });

  it('picks a region level by level and sends areaCode and areaAddress with the rest', async () => {
    const { user, calls } = setup();
    await user.click(cityInput());
    const dialog = await screen.findByRole('group', { name: '选择城市' }).catch(() => screen.getByLabelText('选择城市'));
    await user.click(await within(dialog).findByRole('button', { name: '广东省' }));
    await user.click(within(dialog).getByRole('button', { name: '深圳市' }));
    await user.click(within(dialog).getByRole('button', { name: '南山区' }));
    await waitFor(() => expect(cityInput()).toHaveValue('广东省-深圳市-南山区'));
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      userName: '陈思远',
      gender: 2,
      areaCode: '440305',
      areaAddress: '广东省-深圳市-南山区',
      company: '杭州青禾文化传播有限公司',
      position: '社区主理人',
    });
    expect((await screen.findAllByText('资料已保存')).length).toBeGreaterThan(0);
  });

  it('filters regions by typing, and clears to empty code and name', async () => {
    const { user, calls } = setup();
    await user.click(cityInput());
    await user.type(cityInput(), '中西区');
    await user.click(await screen.findByRole('button', { name: '香港特别行政区-香港岛-中西区' }));
    await waitFor(() => expect(cityInput()).toHaveValue('香港特别行政区-香港岛-中西区'));
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(cityInput()).toHaveValue('');
    expect(cityInput()).toHaveAttribute('placeholder', '请选择城市');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ areaCode: '', areaAddress: '' });
  });

  it('asks for a name and a gender, as the contract requires', async () => {
    const { user, calls } = setup({ gender: 0 });
    await user.clear(screen.getByLabelText(/^姓名/));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('re-selects the path when the value comes in with another code', async () => {
    const { user, store } = setup();
    await user.click(cityInput());
    const dialog = screen.getByLabelText('选择城市');
    expect(await within(dialog).findByRole('button', { name: '西湖区', pressed: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The reset button puts the account's value back; a changed account re-selects its path.
    act(() => {
      store.dispatch(
        sessionLoaded({
          user: { ...accountInfo, areaCode: '810101', areaAddress: '香港特别行政区-香港岛-中西区' },
          roles: ['Site'],
          baseRoles: ['Site'],
        }),
      );
    });
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(cityInput()).toHaveValue('香港特别行政区-香港岛-中西区');
    await user.click(cityInput());
    expect(await within(screen.getByLabelText('选择城市')).findByRole('button', { name: '中西区', pressed: true })).toBeInTheDocument();
  });
});
