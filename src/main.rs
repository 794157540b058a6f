fn main() {
    std::process::exit(bverify::cli::main());
}
