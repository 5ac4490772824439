-- Creates the shop's database on a fresh PostgreSQL server (psql -U postgres -f infra/db/init.sql;
-- docker-compose runs it on first start). Schemas and tables belong to each service's migrations.
SELECT 'CREATE DATABASE festive_gifts'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'festive_gifts')\gexec
