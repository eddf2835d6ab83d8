import { ensureDebianPackages, which } from './cluster/processes.mjs';

/**
 * xmllint (Debian's libxml2-utils), which the test suite runs to validate the e-invoices against the UBL 2.1
 * schemas in vendor/oasis-ubl-2.1: installed with apt-get when missing and running as root on Debian, as the
 * cluster scripts install theirs. Prints its path; exits 1 with what to install otherwise.
 */
export function ensureXmllint() {
  ensureDebianPackages([{ bin: 'xmllint', pkg: 'libxml2-utils' }], { purpose: 'The e-invoice test' });
  return which('xmllint');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureXmllint());
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
