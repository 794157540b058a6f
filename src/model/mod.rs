//! The barrier execution model (placeholder until the model lands).
