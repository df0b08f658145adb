-- One database per service (DESIGN.md section 4). Runs once, on an empty data volume; each
-- service also creates its own database when it is missing, so this only saves a first-start step.
CREATE DATABASE gateway;
CREATE DATABASE catalogue;
CREATE DATABASE ordering;
CREATE DATABASE proofs;
CREATE DATABASE reporting;
