import { useQuery } from 'urql';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#src/ui/Button.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { errorCode } from '#src/graphql/errors.ts';
import { useOnline } from '#src/lib/useOnline.ts';
import { LegalContactQuery } from './documents.ts';
import styles from './LegalDocument.module.css';

/**
 * The e-mail and postal address to write to, from the server's configuration (never part of the text, so an
 * operator changes them without a release). The rest of the page reads fine without them, offline included.
 */
export function ContactDetails() {
  const { t } = useLingui();
  const online = useOnline();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: LegalContactQuery });
  const contact = data?.legalContact;

  if (contact) {
    return (
      <div className={styles.contact}>
        <p className={styles.contactLine}>
          <span className={styles.contactLabel}>{t`E-mail`}</span>
          <a href={`mailto:${contact.email}`} className={styles.contactValue}>
            <bdi>{contact.email}</bdi>
          </a>
        </p>
        <div className={styles.contactLine}>
          <span className={styles.contactLabel}>{t`Postal address`}</span>
          <address className={styles.contactValue}>
            {contact.postalAddress.map((line, index) => (
              // Configuration lines in a fixed order (possibly repeated): their place is their identity.
              <span key={index} className={styles.addressLine}>
                <bdi>{line}</bdi>
              </span>
            ))}
          </address>
        </div>
      </div>
    );
  }

  if (fetching) {
    return (
      <p className={`${styles.contactState} ${styles.loading}`} role="status">
        <Spinner size={18} />
        <span>{t`Loading the contact details…`}</span>
      </p>
    );
  }

  // Unreachable: the offline cache answers an offline failure with its (empty) copy and no error.
  const offline = !online || !error || errorCode(error) === 'NETWORK';
  return (
    <div className={styles.contactState} role="status">
      <p>
        {offline ? (
          <Trans comment="The e-mail and postal address come from the server; everything else on the page works offline.">
            The e-mail and postal address to contact us need a connection. Connect to the internet to see them.
          </Trans>
        ) : (
          <Trans>The contact details could not be loaded, please try later.</Trans>
        )}
      </p>
      {online ? <Button variant="secondary" onClick={() => reexecute({ requestPolicy: 'network-only' })}>{t`Try again`}</Button> : null}
    </div>
  );
}
