//! Plain syntax tree for the textual LLVM IR that [`super::parse`] reads.
//!
//! Nothing here is resolved or type-checked: names are kept as written (without the sigil,
//! unquoted), implicit numbers are made explicit, and constants stay as trees. Lowering to
//! the kernel IR decides what each piece means.

use std::fmt;

/// A 1-based source position: line, and column counted in characters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pos {
    /// 1-based line.
    pub line: u32,
    /// 1-based column in characters.
    pub col: u32,
}

/// One parsed `.ll` module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target datalayout = "..."`.
    pub datalayout: Option<String>,
    /// `target triple = "..."`.
    pub triple: Option<String>,
    /// Named types in file order, `%struct.S = type {...}` as `("struct.S", ...)`.
    pub types: Vec<(String, Type)>,
    /// Global variables in file order (aliases and ifuncs are skipped).
    pub globals: Vec<Global>,
    /// Declarations and definitions in file order.
    pub functions: Vec<Function>,
    /// `attributes #N = { ... }` as `(N, [(key, value)])`; a bare word has an empty value,
    /// `memory(argmem: read)` has the text inside the parentheses as its value.
    pub attribute_groups: Vec<(u32, Vec<(String, String)>)>,
    /// Metadata definitions `!N = ...` and `!name = ...` in file order.
    pub metadata: Vec<(MetaName, MetaNode)>,
}

impl Module {
    /// The function (declared or defined) named `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// The global variable named `name`.
    pub fn global(&self, name: &str) -> Option<&Global> {
        self.globals.iter().find(|g| g.name == name)
    }

    /// The body of the named type `name` (without the `%`).
    pub fn named_type(&self, name: &str) -> Option<&Type> {
        self.types.iter().find(|(n, _)| n == name).map(|(_, t)| t)
    }

    /// The key/value pairs of attribute group `#id`.
    pub fn attribute_group(&self, id: u32) -> Option<&[(String, String)]> {
        self.attribute_groups
            .iter()
            .find(|(n, _)| *n == id)
            .map(|(_, kv)| kv.as_slice())
    }

    /// The metadata node `!id`.
    pub fn metadata_node(&self, id: u32) -> Option<&MetaNode> {
        self.metadata
            .iter()
            .find(|(n, _)| *n == MetaName::Id(id))
            .map(|(_, node)| node)
    }
}

/// An LLVM type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `fp128`.
    Fp128,
    /// `x86_fp80`.
    X86Fp80,
    /// `ppc_fp128`.
    PpcFp128,
    /// `x86_amx`.
    X86Amx,
    /// `ptr addrspace(N)`; plain `ptr` is address space 0.
    Ptr(u32),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// `vscale x` was written.
        scalable: bool,
        /// Element count (minimum count when scalable).
        len: u32,
        /// Element type.
        elem: Box<Type>,
    },
    /// `[N x T]`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: Box<Type>,
    },
    /// `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// `<{ }>` form.
        packed: bool,
        /// Field types.
        fields: Vec<Type>,
    },
    /// A reference to a named type, `%struct.S` as `"struct.S"`.
    Named(String),
    /// `type opaque` (only as the body of a named type).
    Opaque,
    /// `target("name", T..., N...)`.
    Target {
        /// The extension type's name, e.g. `amdgcn.named.barrier`.
        name: String,
        /// Type parameters.
        types: Vec<Type>,
        /// Integer parameters.
        ints: Vec<u32>,
    },
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// A function type `R (T, ...)`, written only in calls and named types.
    Function {
        /// Return type.
        ret: Box<Type>,
        /// Parameter types.
        params: Vec<Type>,
        /// Ends in `...`.
        varargs: bool,
    },
}

fn write_list(f: &mut fmt::Formatter<'_>, items: &[Type]) -> fmt::Result {
    for (i, t) in items.iter().enumerate() {
        if i > 0 {
            write!(f, ", ")?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

/// Prints the type in LLVM syntax, for messages.
impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => write!(f, "void"),
            Type::Int(n) => write!(f, "i{n}"),
            Type::Half => write!(f, "half"),
            Type::BFloat => write!(f, "bfloat"),
            Type::Float => write!(f, "float"),
            Type::Double => write!(f, "double"),
            Type::Fp128 => write!(f, "fp128"),
            Type::X86Fp80 => write!(f, "x86_fp80"),
            Type::PpcFp128 => write!(f, "ppc_fp128"),
            Type::X86Amx => write!(f, "x86_amx"),
            Type::Ptr(0) => write!(f, "ptr"),
            Type::Ptr(n) => write!(f, "ptr addrspace({n})"),
            Type::Vector {
                scalable,
                len,
                elem,
            } => {
                let v = if *scalable { "vscale x " } else { "" };
                write!(f, "<{v}{len} x {elem}>")
            }
            Type::Array { len, elem } => write!(f, "[{len} x {elem}]"),
            Type::Struct { packed, fields } => {
                let (open, close) = if *packed {
                    ("<{ ", " }>")
                } else {
                    ("{ ", " }")
                };
                if fields.is_empty() {
                    return write!(f, "{}", if *packed { "<{}>" } else { "{}" });
                }
                write!(f, "{open}")?;
                write_list(f, fields)?;
                write!(f, "{close}")
            }
            Type::Named(n) => write!(f, "%{n}"),
            Type::Opaque => write!(f, "opaque"),
            Type::Target { name, types, ints } => {
                write!(f, "target(\"{name}\"")?;
                for t in types {
                    write!(f, ", {t}")?;
                }
                for n in ints {
                    write!(f, ", {n}")?;
                }
                write!(f, ")")
            }
            Type::Label => write!(f, "label"),
            Type::Metadata => write!(f, "metadata"),
            Type::Token => write!(f, "token"),
            Type::Function {
                ret,
                params,
                varargs,
            } => {
                write!(f, "{ret} (")?;
                write_list(f, params)?;
                if *varargs {
                    write!(f, "{}...", if params.is_empty() { "" } else { ", " })?;
                }
                write!(f, ")")
            }
        }
    }
}

/// How the bits of a floating-point literal are to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE double bits: decimal literals and plain `0x` hex. LLVM writes `float` and
    /// `half` constants this way too, as the double with the same value.
    Double,
    /// `0xH`: IEEE half bits.
    Half,
    /// `0xR`: bfloat bits.
    BFloat,
    /// `0xK`: x87 80-bit extended bits.
    X87,
    /// `0xL`: IEEE quad bits.
    Quad,
    /// `0xM`: PowerPC double-double bits.
    PpcDouble,
}

/// A value operand or constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// `%name` or `%N` (as `"N"`).
    Local(String),
    /// `@name` or `@N` (as `"N"`).
    Global(String),
    /// An integer literal as written, sign included. LLVM prints `iN` constants as signed
    /// decimals, so every value of a type up to i128 is exact; `true`/`false` are 1/0.
    /// `s0x`/`u0x` hex literals are converted, `s0x` sign-extended from its digit count.
    Int(i128),
    /// A floating-point literal's bits, see [`FloatKind`].
    Float {
        /// How to read `bits`.
        kind: FloatKind,
        /// The bits, right-aligned.
        bits: u128,
    },
    /// `null`.
    Null,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    Zero,
    /// `none` (the token constant).
    TokenNone,
    /// `<T a, T b>`.
    Vector(Vec<Typed>),
    /// `[T a, T b]`.
    Array(Vec<Typed>),
    /// `{ T a, T b }` or packed `<{ ... }>`.
    Struct {
        /// `<{ }>` form.
        packed: bool,
        /// Field values.
        fields: Vec<Typed>,
    },
    /// `c"..."` with escapes decoded.
    CString(Vec<u8>),
    /// `splat (T v)`.
    Splat(Box<Typed>),
    /// A constant expression.
    ConstExpr(Box<ConstExpr>),
    /// A `metadata` operand (call arguments only), kept as its source text.
    Metadata(String),
}

/// A value with the type written before it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Typed {
    /// The written type.
    pub ty: Type,
    /// The value.
    pub value: Value,
}

/// A constant expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstExpr {
    /// `op (T v to T2)`.
    Cast {
        /// The cast.
        op: CastOp,
        /// Operand.
        value: Typed,
        /// Result type.
        to: Type,
    },
    /// `getelementptr [flags] (T, ptr base, idx...)`.
    Gep {
        /// `inbounds`, `nuw`, `nusw`, `inrange(a, b)` as written.
        flags: Vec<String>,
        /// Source element type.
        source: Type,
        /// Base pointer.
        base: Typed,
        /// Indices.
        indices: Vec<Typed>,
    },
    /// `op [flags] (T a, T b)`.
    Bin {
        /// The operation.
        op: BinOp,
        /// `nuw`, `nsw`, ...
        flags: Vec<String>,
        /// Left operand.
        lhs: Typed,
        /// Right operand.
        rhs: Typed,
    },
}

/// Integer and floating-point binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
    /// `shl`
    Shl,
    /// `lshr`
    LShr,
    /// `ashr`
    AShr,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmul`
    FMul,
    /// `fdiv`
    FDiv,
    /// `frem`
    FRem,
}

impl BinOp {
    /// Whether this is one of `fadd fsub fmul fdiv frem`.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// Conversion instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    /// `trunc`
    Trunc,
    /// `zext`
    ZExt,
    /// `sext`
    SExt,
    /// `fptrunc`
    FPTrunc,
    /// `fpext`
    FPExt,
    /// `fptoui`
    FPToUI,
    /// `fptosi`
    FPToSI,
    /// `uitofp`
    UIToFP,
    /// `sitofp`
    SIToFP,
    /// `ptrtoint`
    PtrToInt,
    /// `inttoptr`
    IntToPtr,
    /// `bitcast`
    BitCast,
    /// `addrspacecast`
    AddrSpaceCast,
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPred {
    /// `eq`
    Eq,
    /// `ne`
    Ne,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `sgt`
    Sgt,
    /// `sge`
    Sge,
    /// `slt`
    Slt,
    /// `sle`
    Sle,
}

/// `fcmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPred {
    /// `false`
    False,
    /// `oeq`
    Oeq,
    /// `ogt`
    Ogt,
    /// `oge`
    Oge,
    /// `olt`
    Olt,
    /// `ole`
    Ole,
    /// `one`
    One,
    /// `ord`
    Ord,
    /// `ueq`
    Ueq,
    /// `ugt`
    Ugt,
    /// `uge`
    Uge,
    /// `ult`
    Ult,
    /// `ule`
    Ule,
    /// `une`
    Une,
    /// `uno`
    Uno,
    /// `true`
    True,
}

/// Memory orderings of atomic operations and fences.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ordering {
    /// `unordered`
    Unordered,
    /// `monotonic`
    Monotonic,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

/// Atomic part of a `load atomic` / `store atomic`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atomic {
    /// `syncscope("...")`; `None` is the system scope.
    pub scope: Option<String>,
    /// The ordering.
    pub ordering: Ordering,
}

/// `atomicrmw` operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    /// `xchg`
    Xchg,
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `and`
    And,
    /// `nand`
    Nand,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `max`
    Max,
    /// `min`
    Min,
    /// `umax`
    UMax,
    /// `umin`
    UMin,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmax`
    FMax,
    /// `fmin`
    FMin,
    /// `fmaximum`
    FMaximum,
    /// `fminimum`
    FMinimum,
    /// `fmaximumnum`
    FMaximumNum,
    /// `fminimumnum`
    FMinimumNum,
    /// `uinc_wrap`
    UIncWrap,
    /// `udec_wrap`
    UDecWrap,
    /// `usub_cond`
    USubCond,
    /// `usub_sat`
    USubSat,
}

/// `tail`, `musttail` or `notail` before `call`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TailKind {
    /// A plain `call`.
    None,
    /// `tail call`.
    Tail,
    /// `musttail call`.
    MustTail,
    /// `notail call`.
    NoTail,
}

/// What a call calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    /// `@name`: a function (or intrinsic) by name.
    Global(String),
    /// `%p`: an indirect call through a local pointer.
    Local(String),
    /// `asm [sideeffect] ... "asm", "constraints"`.
    Asm {
        /// `sideeffect`, `alignstack`, `inteldialect`, `unwind` as written.
        flags: Vec<String>,
        /// The assembly string.
        asm: String,
        /// The constraint string.
        constraints: String,
    },
    /// Any other constant, e.g. a cast of a global.
    Const(Value),
}

/// An operand bundle `"tag"(T v, ...)` on a call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    /// The tag, e.g. `convergencectrl`.
    pub tag: String,
    /// Its operands.
    pub args: Vec<Typed>,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// The result name (implicit numbers made explicit); `None` for void instructions.
    pub result: Option<String>,
    /// Position of the first token (the result name if there is one).
    pub pos: Pos,
    /// The operation.
    pub op: Op,
    /// Attachments `, !name !N` as `(name, N)`.
    pub meta: Vec<(String, u32)>,
}

/// Instruction operations. Flags are kept as the words written (`nuw`, `fast`, ...).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `ret void` (`None`) or `ret T v`.
    Ret(Option<Typed>),
    /// `br label %dest`.
    Br {
        /// Target block.
        dest: String,
    },
    /// `br i1 %c, label %t, label %f`.
    CondBr {
        /// Condition.
        cond: Value,
        /// Block when true.
        then_dest: String,
        /// Block when false.
        else_dest: String,
    },
    /// `switch T v, label %default [ T c, label %dest ... ]`.
    Switch {
        /// Scrutinee.
        value: Typed,
        /// Default block.
        default: String,
        /// `(case constant, block)`, case constants have `value`'s type.
        cases: Vec<(Value, String)>,
    },
    /// `unreachable`.
    Unreachable,
    /// Integer and float binary operations.
    Bin {
        /// The operation.
        op: BinOp,
        /// `nuw nsw exact disjoint` or fast-math flags.
        flags: Vec<String>,
        /// Operand type.
        ty: Type,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fneg [fmf] T v`.
    FNeg {
        /// Fast-math flags.
        flags: Vec<String>,
        /// Operand.
        value: Typed,
    },
    /// `icmp [samesign] pred T a, b`.
    ICmp {
        /// The predicate.
        pred: IntPred,
        /// `samesign`.
        flags: Vec<String>,
        /// Operand type.
        ty: Type,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fcmp [fmf] pred T a, b`.
    FCmp {
        /// The predicate.
        pred: FloatPred,
        /// Fast-math flags.
        flags: Vec<String>,
        /// Operand type.
        ty: Type,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `select [fmf] i1 c, T a, T b`.
    Select {
        /// Fast-math flags.
        flags: Vec<String>,
        /// Condition (i1 or a vector of i1).
        cond: Typed,
        /// Value when true.
        then_value: Typed,
        /// Value when false.
        else_value: Typed,
    },
    /// `phi [fmf] T [ v, %bb ], ...`.
    Phi {
        /// Fast-math flags.
        flags: Vec<String>,
        /// Type of the result and every incoming value.
        ty: Type,
        /// `(value, predecessor block)`.
        incoming: Vec<(Value, String)>,
    },
    /// Conversions `op [flags] T v to T2`.
    Cast {
        /// The conversion.
        op: CastOp,
        /// `nneg nuw nsw` or fast-math flags.
        flags: Vec<String>,
        /// Operand.
        value: Typed,
        /// Result type.
        to: Type,
    },
    /// `freeze T v`.
    Freeze(Typed),
    /// `alloca T [, T n] [, align A] [, addrspace(N)]`.
    Alloca {
        /// Allocated type.
        ty: Type,
        /// Element count, if written.
        count: Option<Typed>,
        /// Alignment in bytes.
        align: Option<u64>,
        /// Address space of the result.
        addrspace: u32,
    },
    /// `load [atomic] [volatile] T, ptr p ...`.
    Load {
        /// Loaded type.
        ty: Type,
        /// Address.
        ptr: Typed,
        /// `volatile`.
        volatile: bool,
        /// `atomic` ordering and scope.
        atomic: Option<Atomic>,
        /// Alignment in bytes.
        align: Option<u64>,
    },
    /// `store [atomic] [volatile] T v, ptr p ...`.
    Store {
        /// Stored value.
        value: Typed,
        /// Address.
        ptr: Typed,
        /// `volatile`.
        volatile: bool,
        /// `atomic` ordering and scope.
        atomic: Option<Atomic>,
        /// Alignment in bytes.
        align: Option<u64>,
    },
    /// `getelementptr [flags] T, ptr base, idx...`.
    Gep {
        /// `inbounds nuw nusw inrange(..)` as written.
        flags: Vec<String>,
        /// Source element type.
        source: Type,
        /// Base pointer (or vector of pointers).
        base: Typed,
        /// Indices.
        indices: Vec<Typed>,
    },
    /// `extractelement <..> v, T idx`.
    ExtractElement {
        /// Vector.
        vector: Typed,
        /// Index.
        index: Typed,
    },
    /// `insertelement <..> v, T elt, T idx`.
    InsertElement {
        /// Vector.
        vector: Typed,
        /// New element.
        element: Typed,
        /// Index.
        index: Typed,
    },
    /// `shufflevector <..> a, <..> b, <..> mask`.
    ShuffleVector {
        /// First vector.
        a: Typed,
        /// Second vector.
        b: Typed,
        /// Mask constant.
        mask: Typed,
    },
    /// `extractvalue T agg, i, j...`.
    ExtractValue {
        /// Aggregate.
        aggregate: Typed,
        /// Constant indices.
        indices: Vec<u32>,
    },
    /// `insertvalue T agg, T v, i, j...`.
    InsertValue {
        /// Aggregate.
        aggregate: Typed,
        /// Inserted value.
        value: Typed,
        /// Constant indices.
        indices: Vec<u32>,
    },
    /// `[tail] call [fmf] [cc] [attrs] T callee(args) [#N] [bundles]`.
    Call {
        /// `tail`, `musttail`, `notail`.
        tail: TailKind,
        /// Fast-math flags.
        flags: Vec<String>,
        /// Calling convention as written, e.g. `amdgpu_gfx`, `cc 10`.
        cc: Option<String>,
        /// Return type.
        ret: Type,
        /// The function type when written explicitly (`call i32 (ptr, ...) @printf`).
        fn_ty: Option<Type>,
        /// What is called.
        callee: Callee,
        /// Arguments with their types (parameter attributes dropped).
        args: Vec<Typed>,
        /// Function attribute group references `#N`.
        attrs: Vec<u32>,
        /// Operand bundles.
        bundles: Vec<Bundle>,
    },
    /// `fence [syncscope("s")] ordering`.
    Fence {
        /// Scope; `None` is the system scope.
        scope: Option<String>,
        /// The ordering.
        ordering: Ordering,
    },
    /// `atomicrmw [volatile] op ptr p, T v [syncscope] ordering [, align A]`.
    AtomicRmw {
        /// `volatile`.
        volatile: bool,
        /// The operation.
        op: RmwOp,
        /// Address.
        ptr: Typed,
        /// Operand.
        value: Typed,
        /// Scope; `None` is the system scope.
        scope: Option<String>,
        /// The ordering.
        ordering: Ordering,
        /// Alignment in bytes.
        align: Option<u64>,
    },
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope] succ fail [, align A]`.
    CmpXchg {
        /// `weak`.
        weak: bool,
        /// `volatile`.
        volatile: bool,
        /// Address.
        ptr: Typed,
        /// Expected value.
        cmp: Typed,
        /// Replacement value.
        new: Typed,
        /// Scope; `None` is the system scope.
        scope: Option<String>,
        /// Ordering on success.
        success: Ordering,
        /// Ordering on failure.
        failure: Ordering,
        /// Alignment in bytes.
        align: Option<u64>,
    },
}

impl Op {
    /// Whether the operation reads the local value `%name` in any operand.
    pub fn reads_local(&self, name: &str) -> bool {
        let mut values: Vec<&Value> = Vec::new();
        fn typed(t: &Typed) -> &Value {
            &t.value
        }
        match self {
            Op::Ret(v) => values.extend(v.iter().map(typed)),
            Op::Br { .. } | Op::Unreachable | Op::Fence { .. } => {}
            Op::CondBr { cond, .. } => values.push(cond),
            Op::Switch { value, cases, .. } => {
                values.push(&value.value);
                values.extend(cases.iter().map(|(v, _)| v));
            }
            Op::Bin { lhs, rhs, .. } | Op::ICmp { lhs, rhs, .. } | Op::FCmp { lhs, rhs, .. } => {
                values.extend([lhs, rhs])
            }
            Op::FNeg { value, .. } | Op::Cast { value, .. } | Op::Freeze(value) => {
                values.push(&value.value)
            }
            Op::Select {
                cond,
                then_value,
                else_value,
                ..
            } => values.extend([cond, then_value, else_value].map(typed)),
            Op::Phi { incoming, .. } => values.extend(incoming.iter().map(|(v, _)| v)),
            Op::Alloca { count, .. } => values.extend(count.iter().map(typed)),
            Op::Load { ptr, .. } => values.push(&ptr.value),
            Op::Store { value, ptr, .. } => values.extend([value, ptr].map(typed)),
            Op::Gep { base, indices, .. } => {
                values.push(&base.value);
                values.extend(indices.iter().map(typed));
            }
            Op::ExtractElement { vector, index } => values.extend([vector, index].map(typed)),
            Op::InsertElement {
                vector,
                element,
                index,
            } => values.extend([vector, element, index].map(typed)),
            Op::ShuffleVector { a, b, mask } => values.extend([a, b, mask].map(typed)),
            Op::ExtractValue { aggregate, .. } => values.push(&aggregate.value),
            Op::InsertValue {
                aggregate, value, ..
            } => values.extend([aggregate, value].map(typed)),
            Op::Call {
                callee,
                args,
                bundles,
                ..
            } => {
                if let Callee::Local(n) = callee
                    && n == name
                {
                    return true;
                }
                values.extend(args.iter().map(typed));
                values.extend(bundles.iter().flat_map(|b| b.args.iter().map(typed)));
            }
            Op::AtomicRmw { ptr, value, .. } => values.extend([ptr, value].map(typed)),
            Op::CmpXchg { ptr, cmp, new, .. } => values.extend([ptr, cmp, new].map(typed)),
        }
        values
            .iter()
            .any(|v| matches!(v, Value::Local(n) if n == name))
    }

    /// Whether the operation ends a basic block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Ret(_) | Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } | Op::Unreachable
        )
    }

    /// The blocks a terminator branches to, in operand order (repeats included).
    pub fn successors(&self) -> Vec<&String> {
        match self {
            Op::Br { dest } => vec![dest],
            Op::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            Op::Switch { default, cases, .. } => std::iter::once(default)
                .chain(cases.iter().map(|(_, l)| l))
                .collect(),
            _ => vec![],
        }
    }

    /// Whether the operation produces a value (and so takes a name or number).
    pub fn has_result(&self) -> bool {
        match self {
            Op::Ret(_)
            | Op::Br { .. }
            | Op::CondBr { .. }
            | Op::Switch { .. }
            | Op::Unreachable
            | Op::Store { .. }
            | Op::Fence { .. } => false,
            Op::Call { ret, .. } => *ret != Type::Void,
            _ => true,
        }
    }
}

/// A basic block.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// Label without `:` (implicit numbers made explicit).
    pub label: String,
    /// Position of the label, or of the first instruction when unlabeled.
    pub pos: Pos,
    /// Instructions; the last one is the terminator.
    pub insts: Vec<Inst>,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    /// Parameter type (attributes dropped).
    pub ty: Type,
    /// Name, or the implicit number as a string.
    pub name: String,
    /// Keyword attributes (`noalias`, `readonly`, `writeonly`, ...), without arguments.
    pub attrs: Vec<String>,
    /// `byref(T)`: the argument's bytes, a `T`, are passed in place (a kernel's by-value
    /// struct lies in the kernarg segment) and the parameter points at them.
    pub byref: Option<Type>,
    /// `align N`.
    pub align: Option<u64>,
}

/// A function declaration (`blocks` empty) or definition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Function {
    /// Name without `@`.
    pub name: String,
    /// Position of `define`/`declare`.
    pub pos: Pos,
    /// Linkage word if written (`internal`, `external`, ...).
    pub linkage: Option<String>,
    /// Calling convention as written (`amdgpu_kernel`, `spir_kernel`, `cc 10`).
    pub cc: Option<String>,
    /// Return type.
    pub ret: Type,
    /// Parameters.
    pub params: Vec<Param>,
    /// Ends in `...`.
    pub varargs: bool,
    /// Attribute group references `#N`.
    pub attrs: Vec<u32>,
    /// Attachments `!name !N` as `(name, N)`.
    pub meta: Vec<(String, u32)>,
    /// Basic blocks, entry first; empty for `declare`.
    pub blocks: Vec<Block>,
}

impl Function {
    /// Whether this is a `declare` (no body).
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The metadata id attached as `!name`.
    pub fn attachment(&self, name: &str) -> Option<u32> {
        self.meta.iter().find(|(n, _)| n == name).map(|(_, id)| *id)
    }
}

/// A global variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Global {
    /// Name without `@`.
    pub name: String,
    /// Position of the name.
    pub pos: Pos,
    /// Linkage word if written.
    pub linkage: Option<String>,
    /// `addrspace(N)`, 0 when absent.
    pub addrspace: u32,
    /// `constant` rather than `global`.
    pub constant: bool,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// Value type.
    pub ty: Type,
    /// Initializer; `None` for `external` declarations.
    pub init: Option<Value>,
    /// `, align N`.
    pub align: Option<u64>,
    /// `, section "..."`.
    pub section: Option<String>,
    /// Attachments `, !name !N`.
    pub meta: Vec<(String, u32)>,
    /// Attribute group references `#N`.
    pub attrs: Vec<u32>,
}

/// The left-hand side of a metadata definition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MetaName {
    /// `!N`.
    Id(u32),
    /// `!name`, e.g. `llvm.module.flags`.
    Named(String),
}

/// A metadata definition's right-hand side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MetaNode {
    /// `distinct` was written.
    pub distinct: bool,
    /// Contents.
    pub body: MetaBody,
}

/// Contents of a metadata node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MetaBody {
    /// `!{ item, ... }`.
    Tuple(Vec<MetaItem>),
    /// `!DILocation(...)` and other specialized nodes, as source text.
    Specialized(String),
}

/// One element of a metadata tuple.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MetaItem {
    /// `!N`.
    Ref(u32),
    /// `!"..."` with escapes decoded (lossily as UTF-8).
    Str(String),
    /// `iN value`.
    Int {
        /// Bit width N.
        bits: u32,
        /// The value as written.
        value: i128,
    },
    /// `null`.
    Null,
    /// Anything else, as source text (`float 2.5`, `ptr @f`, `!{...}`, ...).
    Raw(String),
}
