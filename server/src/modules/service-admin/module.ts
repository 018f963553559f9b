import { defineModule } from '../define-module.js';
import { promoteServiceAdmins } from './promote-admins.js';
import { serviceAdminResolvers } from './resolvers.js';

/**
 * The service's own administration (the Admin Console of ROLE_GOD users): every query and
 * mutation that crosses accounts lives here and nowhere else, each refused to anyone but a
 * service admin. At start, MARQUEE_SERVICE_ADMINS promotes the users it names.
 */
export const serviceAdminModule = defineModule({
  name: 'service-admin',
  resolvers: serviceAdminResolvers,
  open: async (app, role) => {
    if (role === 'server') await promoteServiceAdmins(app);
  },
});
