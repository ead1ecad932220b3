/**
 * Setup of the `https` jest project (`jest.config.js`): the end-to-end files it runs again find an emulator whose API
 * and storage both speak HTTPS, as the real service and S3 do.
 */
process.env.MINTLIFY_EMULATOR_TLS = 'api,storage';
