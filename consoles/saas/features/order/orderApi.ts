import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

// A paid, refunded or activated order changes a site's licence: the site lists and licence pages read it again.
const licenceChanged = ['Order', 'License', 'Site'];

/** Plans, the holder's own orders and payment, and the managers' order management (tag `order`). */
export const orderApi = injectOperations({
  getProductList: opQuery('getProductList', { providesTags: ['Product'] }),
  getOrderList: opQuery('getOrderList', { providesTags: ['Order'] }),
  getOrder: opQuery('getOrder', { providesTags: ['Order'] }),
  createOrder: opEnvelopeMutation('createOrder', { invalidatesTags: ['Order'] }),
  cancelOrder: opEnvelopeMutation('cancelOrder', { invalidatesTags: ['Order'] }),
  payOrder: opEnvelopeMutation('payOrder', { invalidatesTags: ['Order'] }),
  getSandboxPayment: opQuery('getSandboxPayment', { providesTags: ['Order'] }),
  completeSandboxPayment: opEnvelopeMutation('completeSandboxPayment', { invalidatesTags: licenceChanged }),
  getManagedOrderList: opQuery('getManagedOrderList', { providesTags: ['Order'] }),
  createOfflineOrder: opEnvelopeMutation('createOfflineOrder', { invalidatesTags: licenceChanged }),
  updateManagedOrder: opEnvelopeMutation('updateManagedOrder', { invalidatesTags: licenceChanged }),
});
