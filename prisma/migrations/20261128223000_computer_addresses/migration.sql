-- The addresses "level-<n>@computer.invalid" belong to the computer's accounts (ids
-- "computer-<n>", lib/accounts/computer.ts). Before addresses in that domain were refused at every
-- form, an invitation could make a person's account on one, and from then on that level's games
-- could not start. Such a row is moved off the address, not deleted: its games and invitations
-- stay, and it loses nothing, because an address on ".invalid" never received mail.
update "User"
set email = 'moved-' || id || '@computer.invalid'
where lower(email) ~ '^level-[1-9]@computer\.invalid$'
  and id !~ '^computer-[1-9]$';
