"""Language models planning against the Mealy machine: clients, prompts, methods."""
