import { Spinner, Text } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { routeId } from '../../shared/routeId';
import { orderApi } from './orderApi';
import { toOrderQuery } from './orderRequests';

/** The order named by the route's `:id` (read afresh on every visit), or what to show instead while there is none. */
export function useRouteOrder(): { order: Schema<'Order'> | undefined; placeholder: ReactElement | null } {
  const id = routeId(useParams().id);
  const { data, isLoading, error } = orderApi.useGetOrderQuery(toOrderQuery(id ?? 0), {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  if (id === null) return { order: undefined, placeholder: <Text>订单不存在。</Text> };
  if (isLoading) return { order: undefined, placeholder: <Spinner label="正在读取订单…" /> };
  if (!data) return { order: undefined, placeholder: <Text>{errorText(error, '订单暂时无法读取，请稍后刷新重试。')}</Text> };
  return { order: data, placeholder: null };
}
