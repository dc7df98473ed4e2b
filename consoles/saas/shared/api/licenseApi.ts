import { injectOperations, opEnvelopeMutation, opQuery } from '#kit/request/api';

/** A site's licence, licence codes (managers) and activation by code (holders) (tag `license`). */
export const licenseApi = injectOperations({
  getLicense: opQuery('getLicense', { providesTags: ['License'] }),
  getLicenseCodeList: opQuery('getLicenseCodeList', { providesTags: ['LicenseCode'] }),
  createLicenseCodes: opEnvelopeMutation('createLicenseCodes', { invalidatesTags: ['LicenseCode'] }),
  revokeLicenseCode: opEnvelopeMutation('revokeLicenseCode', { invalidatesTags: ['LicenseCode'] }),
  // An activation adds an order and changes the site's licence.
  activateLicense: opEnvelopeMutation('activateLicense', { invalidatesTags: ['LicenseCode', 'License', 'Order', 'Site'] }),
});
