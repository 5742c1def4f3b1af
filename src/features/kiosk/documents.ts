import { graphql } from '../../graphql/graphql.ts';

export const CheckKioskPin = graphql(`
  mutation CheckKioskPin($pin: String!) {
    checkKioskPin(pin: $pin)
  }
`);
