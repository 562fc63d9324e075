// What the employee calls answer when they refuse: each says what to do next.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const EMPLOYEE_MESSAGES = {
  noPlan: 'Employees belong to an Agency or Enterprise plan. Please subscribe to one to add your team.',
  notOwner: "Only your agency's admin can manage its employees.",
  planHasNoSeats: (planName: string) =>
    `Your ${planName} plan has no seats for employees. Upgrade to Agency (10 seats) or Enterprise (unlimited seats) to add your team.`,
  notYourPlan: 'You can only manage the employees of your own plan.',
  notOnPlan: 'This employee is not on your plan.',
  noFreeSeat: (seats: number) =>
    `There is no free seat: all ${seats} seats of your plan are taken (you, your active employees and pending invitations). Deactivate or delete an employee, or upgrade to Enterprise for unlimited seats.`,
  ownAddress: "This is your own address: as the plan's owner you already have a seat.",
  alreadyEmployee: 'This person is already an employee of your plan.',
  otherAgency: 'This e-mail address is a seat of another agency, so it cannot be added to yours.',
  ownsPlan: 'This e-mail address has its own paid Mentor plan, so it cannot be added as an employee.',
  emailTakenMeanwhile: 'An account with this e-mail address was created a moment ago. Please try again.',
  invalidEmail: 'Invalid email address.',
  emailLocked: "An employee's e-mail address cannot be changed.",
  noneSelected: 'Please select at least one employee.',
  tooManySelected: (max: number) => `You can delete at most ${max} employees at once.`,
  deleted: (n: number) => `${plural(n, 'user')} deleted.`,
  activated: 'The employee is Active again.',
  deactivated: 'The employee is Not Active: their sessions have ended and their seat is free.',
  invitationSent: 'The invitation has been sent again.',
  invitationNotNeeded: 'This employee has already set a password and can log in.',
  invitationInactive: 'Activate this employee before sending an invitation.',
  invitationInvalid: 'This invitation link is not valid. Please ask your agency admin to send a new one.',
  invitationReplaced:
    'This invitation link is no longer valid: a newer invitation was sent, or your seat was deactivated. Please use the newest e-mail or ask your agency admin.',
  invitationUsed: 'This invitation link has already been used. Please log in with your password.',
  invitationExpired: 'This invitation link has expired. Please ask your agency admin to send a new one.',
  passwordSet: 'Your password is set. Please log in.',
  /** A plan change (buy-plan) that would leave more employees than the new plan has seats. */
  downgradeNoEmployees: (target: string, current: string, employees: number) =>
    `Please free ${plural(employees, 'seat')} first: the ${target} plan has no seats for employees, and your ${current} plan has ${plural(employees, 'employee')}. Delete ${employees === 1 ? 'it' : 'them'} in Add Employee, then change the plan.`,
  downgradeFewerSeats: (target: string, seats: number, used: number) =>
    `Please free ${plural(used - seats, 'seat')} first: the ${target} plan has ${seats} seats (you included) and your team uses ${used}. Deactivate or delete employees in Add Employee, then change the plan.`,
} as const;
