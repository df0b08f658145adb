-- One database per service (docs/ARCHITECTURE.md, "Data ownership"). Runs once, on an empty data
-- volume; each service also creates its own database when it is missing, so this only saves a
-- first-start step.
CREATE DATABASE gateway;
CREATE DATABASE catalogue;
CREATE DATABASE ordering;
CREATE DATABASE proofs;
CREATE DATABASE reporting;
CREATE DATABASE notifications;
CREATE DATABASE invitations;
