<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalysisText</name>
    <message>
        <source>blew up at t = %1 s</source>
        <translation>在 t = %1 s 发散</translation>
    </message>
    <message>
        <source>Time step dt (s)</source>
        <translation>时间步长 dt (s)</translation>
    </message>
    <message>
        <source>RMS error at t = %1 s (m)</source>
        <translation>t = %1 s 时的 RMS 误差 (m)</translation>
    </message>
    <message>
        <source>slope %1</source>
        <translation>斜率 %1</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Error RMS (m)</source>
        <translation>误差 RMS (m)</translation>
    </message>
    <message>
        <source>Error max (m)</source>
        <translation>最大误差 (m)</translation>
    </message>
    <message>
        <source>Observed order</source>
        <translation>观测阶</translation>
    </message>
    <message>
        <source>Fitted order</source>
        <translation>拟合阶</translation>
    </message>
    <message>
        <source>Convergence study on “%1”: error of the positions at t = %2 s against the reference %3 (RMS and max over free particles). Observed order: log(e₁/e₂)/log(dt₁/dt₂) per halving; fitted order: least-squares slope. Grey dashed lines: slopes 1, 2 and 4.</source>
        <translation>“%1”的收敛性研究：t = %2 s 时的位置误差，参考解为 %3（对非固定质点取 RMS 和最大值）。观测阶：每次减半的 log(e₁/e₂)/log(dt₁/dt₂)；拟合阶：最小二乘斜率。灰色虚线：斜率 1、2 和 4。</translation>
    </message>
    <message>
        <source>Largest stable dt</source>
        <translation>最大稳定 dt</translation>
    </message>
    <message>
        <source>unstable at every dt tried</source>
        <translation>所有尝试的 dt 均不稳定</translation>
    </message>
    <message>
        <source>stable at every dt tried (a lower bound)</source>
        <translation>所有尝试的 dt 均稳定（下限）</translation>
    </message>
    <message>
        <source>Largest stable dt (s)</source>
        <translation>最大稳定 dt (s)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Stability limits on “%1”: the largest dt for which a run of %2 s stays bounded (finite, energy within its bound), found by bisection to %3 %. A limit of %2 s means stable at every dt tried.</source>
        <translation>“%1”的稳定极限：使 %2 s 的运行保持有界（数值有限、能量在上限内）的最大 dt，以二分法求至 %3 %。极限为 %2 s 表示所有尝试的 dt 均稳定。</translation>
    </message>
    <message>
        <source>Stretch stiffness k⁺ of the %1 (N/m)</source>
        <translation>%1的拉伸刚度 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor (× the scene&apos;s values)</source>
        <translation>刚度倍数（相对场景中的值）</translation>
    </message>
    <message>
        <source>slope −1/2</source>
        <translation>斜率 −1/2</translation>
    </message>
    <message>
        <source>k⁺ (N/m)</source>
        <translation>k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor</source>
        <translation>刚度倍数</translation>
    </message>
    <message>
        <source>Stiffness sweep on “%1” (%2; stretch and compression scaled, damping kept): the largest dt for which a run of %3 s stays bounded, bisection to %4 %. Grey dashed line: slope −1/2, the explicit methods&apos; dt ∝ 1/√k. A limit of %3 s is a lower bound.</source>
        <translation>“%1”的刚度扫描（%2；按倍数改变拉伸与压缩刚度，阻尼不变）：使 %3 s 的运行保持有界的最大 dt，二分法求至 %4 %。灰色虚线：斜率 −1/2，即显式方法的 dt ∝ 1/√k。极限 %3 s 为下限。</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, dt = %2 s</source>
        <translation>%1，dt = %2 s</translation>
    </message>
    <message>
        <source>%1 (%2), dt = %3 s</source>
        <translation>%1（%2），dt = %3 s</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>结构弹簧</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>剪切弹簧</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>弯曲弹簧</translation>
    </message>
    <message>
        <source>springs of every kind</source>
        <translation>所有类型的弹簧</translation>
    </message>
    <message>
        <source>structural springs</source>
        <translation>结构弹簧</translation>
    </message>
    <message>
        <source>shear springs</source>
        <translation>剪切弹簧</translation>
    </message>
    <message>
        <source>bending springs</source>
        <translation>弯曲弹簧</translation>
    </message>
    <message>
        <source>Convergence study</source>
        <translation>收敛性研究</translation>
    </message>
    <message>
        <source>Stability limits</source>
        <translation>稳定极限</translation>
    </message>
    <message>
        <source>Stiffness sweep</source>
        <translation>刚度扫描</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>CPU time (s)</source>
        <translation>CPU 时间 (s)</translation>
    </message>
    <message>
        <source>blew up</source>
        <translation>发散</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Evaluations</source>
        <translation>求值次数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Work–precision on “%1”: RMS error of the positions at t = %2 s against the reference %3, against the thread CPU time of each run (its first step not counted). Grey band: the Pareto front; crosses at the top: runs that blew up; labels: the accuracies where the cheapest method changes.</source>
        <translation>“%1”的计算量–精度：t = %2 s 时位置相对参考解 %3 的 RMS 误差，与每次运行的线程 CPU 时间（不计第一步）。灰色带：帕累托前沿；顶部叉号：发散的运行；标签：最省计算的方法发生变化处的精度。</translation>
    </message>
    <message>
        <source>%1 at tolerance ≈ %2</source>
        <translation>%1，容差 ≈ %2</translation>
    </message>
    <message>
        <source>%1 at dt ≈ %2 s</source>
        <translation>%1，dt ≈ %2 s</translation>
    </message>
    <message>
        <source>%1 s of CPU time</source>
        <translation>CPU 时间 %1 s</translation>
    </message>
    <message>
        <source>%1 evaluations</source>
        <translation>%1 次求值</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>For %1 m at t = %2 s: %3, %4.</source>
        <translation>在 t = %2 s 达到 %1 m：%3，%4。</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 × as much.</source>
        <translation>次优：%1，为其 %2 倍。</translation>
    </message>
    <message>
        <source>Work–precision</source>
        <translation>计算量–精度</translation>
    </message>
    <message>
        <source>Cheapest method by stiffness</source>
        <translation>各刚度下最省计算的方法</translation>
    </message>
    <message>
        <source>no method reached the accuracy</source>
        <translation>没有方法达到该精度</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 时间</translation>
    </message>
    <message>
        <source>force evaluations and CG iterations</source>
        <translation>力求值次数与 CG 迭代次数</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>k ≈ %1</source>
        <translation>k ≈ %1</translation>
    </message>
    <message>
        <source>Cheapest method</source>
        <translation>最省计算的方法</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>倍数</translation>
    </message>
    <message>
        <source>Cheapest method on “%1” for an RMS error of %2 m at t = %3 s as the %4 get stiffer (stretch and compression scaled, damping kept), against the reference %5; cost: %6. Each band spans the stiffnesses where its method is the cheapest, with edges halfway (in log k) between the stiffnesses measured.</source>
        <translation>“%1”中%4变硬时（拉伸与压缩刚度按倍数缩放，阻尼不变），在 t = %3 s 达到 RMS 误差 %2 m 的最省计算的方法（参考解 %5，代价：%6）。每条带覆盖该方法最省计算的刚度范围，边界取所测刚度之间的中点（按 log k）。</translation>
    </message>
    <message>
        <source>No method reached %1 m.</source>
        <translation>没有方法达到 %1 m。</translation>
    </message>
    <message>
        <source>Caution: %1.</source>
        <translation>注意：%1。</translation>
    </message>
    <message>
        <source>Predicted dt (s)</source>
        <translation>预测 dt (s)</translation>
    </message>
</context>
<context>
    <name>ClassFigure</name>
    <message>
        <source>submitted / expected</source>
        <translation>提交值 / 期望值</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>not ok</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望值</translation>
    </message>
</context>
<context>
    <name>CoreMessage</name>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>应为数组，实际为%1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>应为数值，实际为%1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为%1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际为%1</translation>
    </message>
    <message>
        <source>expected an array of 3 numbers, found %1</source>
        <translation>应为 3 个数值的数组，实际为%1</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>不是有限数值</translation>
    </message>
    <message>
        <source>%1 is out of range: expected %2</source>
        <translation>%1 超出范围：应满足 %2</translation>
    </message>
    <message>
        <source>u_axis and v_axis must be orthogonal</source>
        <translation>u_axis 与 v_axis 必须正交</translation>
    </message>
    <message>
        <source>zero-length spring: particles %1 and %2 start at the same position and no rest_length is given</source>
        <translation>长度为零的弹簧：质点 %1 与 %2 初始位置相同，且未给出 rest_length</translation>
    </message>
    <message>
        <source>every edge length must be &gt; 0</source>
        <translation>每条边长都必须 &gt; 0</translation>
    </message>
    <message>
        <source>must be smaller than the radius</source>
        <translation>必须小于半径</translation>
    </message>
    <message>
        <source>no lattice point lies inside the shape (decrease the spacing)</source>
        <translation>形状内部没有格点（请减小间距）</translation>
    </message>
    <message>
        <source>the plane normal must not be zero</source>
        <translation>平面法向量不能为零</translation>
    </message>
    <message>
        <source>every component of max must exceed the same component of min</source>
        <translation>max 的每个分量都必须大于 min 的对应分量</translation>
    </message>
    <message>
        <source>format version %1 is newer than this ClothLab reads (up to %2); please update ClothLab</source>
        <translation>格式版本 %1 比此 ClothLab 能读取的版本（最高 %2）更新；请更新 ClothLab</translation>
    </message>
    <message>
        <source>format version %1 does not exist</source>
        <translation>格式版本 %1 不存在</translation>
    </message>
    <message>
        <source>malformed JSON at line %1, column %2</source>
        <translation>JSON 格式错误（第 %1 行第 %2 列）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, at %2: %3</source>
        <translation>%1，位置 %2：%3</translation>
    </message>
    <message>
        <source>unknown shape</source>
        <translation>未知的形状</translation>
    </message>
    <message>
        <source>the mesh has no triangles</source>
        <translation>网格没有三角形</translation>
    </message>
    <message>
        <source>spacing must be finite and &gt; 0</source>
        <translation>点阵间距必须为有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>particle mass must be finite and &gt; 0</source>
        <translation>质点质量必须为有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>angle stiffness and spring scale must be finite and &gt;= 0</source>
        <translation>角度弹簧刚度与弹簧刚度倍数必须为有限值且 ≥ 0</translation>
    </message>
    <message>
        <source>center, rotation and velocities must be finite</source>
        <translation>中心、旋转和速度必须为有限值</translation>
    </message>
    <message>
        <source>box edge lengths must be &gt; 0</source>
        <translation>长方体的每条边长都必须 &gt; 0</translation>
    </message>
    <message>
        <source>radius must be finite and &gt; 0</source>
        <translation>半径必须为有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>tube radius must be &gt; 0 and smaller than the radius</source>
        <translation>管半径必须 &gt; 0 且小于半径</translation>
    </message>
    <message>
        <source>mesh scale must be finite and &gt; 0</source>
        <translation>网格缩放必须为有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>the mesh is not closed: %1</source>
        <translation>网格不封闭：%1</translation>
    </message>
    <message>
        <source>the lattice would have more than 2 million points (increase the spacing)</source>
        <translation>点阵将超过 200 万个点（请增大间距）</translation>
    </message>
    <message>
        <source>body %1 &quot;%2&quot;: %3</source>
        <translation>物体 %1“%2”：%3</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知的键“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>missing key &quot;%1&quot;</source>
        <translation>缺少键“%1”</translation>
    </message>
    <message>
        <source>%1 is out of range [%2, %3]</source>
        <translation>%1 超出范围 [%2, %3]</translation>
    </message>
    <message>
        <source>expected an array of 3 numbers, found an array of %1</source>
        <translation>应为 3 个数值的数组，实际为 %1 个元素的数组</translation>
    </message>
    <message>
        <source>must be a unit vector (length %1)</source>
        <translation>必须是单位向量（其长度为 %1）</translation>
    </message>
    <message>
        <source>unknown corner &quot;%1&quot; (expected %2)</source>
        <translation>未知的角“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown edge &quot;%1&quot; (expected %2)</source>
        <translation>未知的边“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown topology &quot;%1&quot; (expected %2)</source>
        <translation>未知的连接模式“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>particle index %1 does not exist (the scene has %2 particles up to this body)</source>
        <translation>质点 %1 不存在（到此物体为止场景共有 %2 个质点）</translation>
    </message>
    <message>
        <source>spring connects particle %1 to itself</source>
        <translation>弹簧把质点 %1 连接到它自身</translation>
    </message>
    <message>
        <source>duplicate spring between particles %1 and %2</source>
        <translation>质点 %1 与 %2 之间有第二根弹簧</translation>
    </message>
    <message>
        <source>unknown spring kind &quot;%1&quot; (expected %2)</source>
        <translation>未知的弹簧类型“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown shape &quot;%1&quot; (expected %2)</source>
        <translation>未知的形状“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>%1 is not a closed mesh: %2</source>
        <translation>%1 不是封闭网格：%2</translation>
    </message>
    <message>
        <source>unknown body type &quot;%1&quot; (expected %2)</source>
        <translation>未知的物体类型“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown obstacle type &quot;%1&quot; (expected %2)</source>
        <translation>未知的障碍物类型“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown response &quot;%1&quot; (expected %2)</source>
        <translation>未知的碰撞响应“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown integrator &quot;%1&quot; (known: %2)</source>
        <translation>未知的积分器“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: not a parameter of %2 (its parameters: none)</source>
        <translation>未知的键“%1”：不是 %2 的参数（它没有参数）</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: not a parameter of %2 (its parameters: %3)</source>
        <translation>未知的键“%1”：不是 %2 的参数（其参数：%3）</translation>
    </message>
    <message>
        <source>expected a colour as &quot;#rrggbb&quot;, found &quot;%1&quot;</source>
        <translation>应为“#rrggbb”形式的颜色，实际为“%1”</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>不是 ClothLab 场景文件（格式为“%2”，应为“%1”）</translation>
    </message>
    <message>
        <source>cannot override: %1</source>
        <translation>无法覆盖：%1</translation>
    </message>
    <message>
        <source>empty path</source>
        <translation>路径为空</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 不是数组</translation>
    </message>
    <message>
        <source>index %1 is beyond the %2 elements of %3</source>
        <translation>索引 %1 超出了 %3 的 %2 个元素</translation>
    </message>
    <message>
        <source>the scene is not an object</source>
        <translation>场景不是对象</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>not a finite number: %1 is too large for a double</source>
        <translation>不是有限数值：%1 太大</translation>
    </message>
    <message>
        <source>not a finite number: %1 is too large for a double (at line %2, column %3)</source>
        <translation>不是有限数值：%1 太大（第 %2 行第 %3 列）</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开文件（%1）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>write failed, previous file kept: %1</source>
        <translation>写入失败，已保留原文件：%1</translation>
    </message>
    <message>
        <source>cannot replace the file, previous file kept: %1</source>
        <translation>无法替换文件，已保留原文件：%1</translation>
    </message>
    <message>
        <source>integrator %1 does not model the orientations of solids and would ignore their angle springs; use one of: %2</source>
        <translation>积分器 %1 不处理固体的姿态，会忽略其角度弹簧；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>time step must be a positive number of seconds</source>
        <translation>时间步长必须为正的秒数</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos;</source>
        <translation>未知的积分器“%1”</translation>
    </message>
    <message>
        <source>integrator %1: %2</source>
        <translation>积分器 %1：%2</translation>
    </message>
    <message>
        <source>no such preset (known: %1)</source>
        <translation>没有这个预设（已知：%1）</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (known: none)</source>
        <translation>未知参数“%1”（没有参数）</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (known: %2)</source>
        <translation>未知参数“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>%1: value is not a finite number</source>
        <translation>参数 %1：值不是有限数值</translation>
    </message>
    <message>
        <source>%1: %2 is outside [%3, %4]</source>
        <translation>参数 %1 = %2 超出 [%3, %4]</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>参数 %1 = %2 不是整数</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>a vertex needs 3 coordinates (and an optional weight), found %1</source>
        <translation>顶点需要 3 个坐标（以及可选的权重），实际有 %1 个</translation>
    </message>
    <message>
        <source>unsupported statement &quot;%1&quot;</source>
        <translation>不支持的语句“%1”</translation>
    </message>
    <message>
        <source>no faces</source>
        <translation>没有面</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>“%1”不是有限数值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a vertex index</source>
        <translation>“%1”不是顶点索引</translation>
    </message>
    <message>
        <source>vertex index %1 does not exist (%2 vertices so far)</source>
        <translation>顶点 %1 不存在（到此为止共有 %2 个顶点）</translation>
    </message>
    <message>
        <source>a face needs at least 3 corners, found %1</source>
        <translation>面至少需要 3 个顶点，实际为 %1 个</translation>
    </message>
    <message>
        <source>a face uses the same vertex twice</source>
        <translation>面两次使用同一个顶点</translation>
    </message>
    <message>
        <source>cannot open the mesh file</source>
        <translation>无法打开网格文件</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 borders only one face (the mesh has a hole)</source>
        <translation>顶点 %1 与 %2 之间的边只与一个面相邻（网格有洞）</translation>
    </message>
    <message>
        <source>unknown topology %1</source>
        <translation>未知的连接模式 %1</translation>
    </message>
    <message>
        <source>rows must be at least 2, got %1</source>
        <translation>行数至少为 2，实际为 %1</translation>
    </message>
    <message>
        <source>cols must be at least 2, got %1</source>
        <translation>列数至少为 2，实际为 %1</translation>
    </message>
    <message>
        <source>rows x cols = %1 is too large</source>
        <translation>行数 × 列数 = %1 太大</translation>
    </message>
    <message>
        <source>spacing must be finite and &gt; 0, got %1</source>
        <translation>间距必须为有限值且 &gt; 0，实际为 %1</translation>
    </message>
    <message>
        <source>particle mass must be finite and &gt; 0, got %1</source>
        <translation>质点质量必须为有限值且 &gt; 0，实际为 %1</translation>
    </message>
    <message>
        <source>origin is not finite: %1</source>
        <translation>原点不是有限值：%1</translation>
    </message>
    <message>
        <source>velocity is not finite: %1</source>
        <translation>速度不是有限值：%1</translation>
    </message>
    <message>
        <source>u axis %1 is not a unit vector</source>
        <translation>u 轴 %1 不是单位向量</translation>
    </message>
    <message>
        <source>v axis %1 is not a unit vector</source>
        <translation>v 轴 %1 不是单位向量</translation>
    </message>
    <message>
        <source>u axis %1 and v axis %2 are not orthogonal</source>
        <translation>u 轴 %1 与 v 轴 %2 不正交</translation>
    </message>
    <message>
        <source>pin index %1 is out of range [0, %2)</source>
        <translation>固定质点的索引 %1 超出范围 [0, %2)</translation>
    </message>
    <message>
        <source>%1 particles are too many</source>
        <translation>%1 个质点太多</translation>
    </message>
    <message>
        <source>particle %1: %2</source>
        <translation>质点 %1：%2</translation>
    </message>
    <message>
        <source>position is not finite: %1</source>
        <translation>位置不是有限值：%1</translation>
    </message>
    <message>
        <source>mass must be finite and &gt; 0, got %1</source>
        <translation>质量必须为有限值且 &gt; 0，实际为 %1</translation>
    </message>
    <message>
        <source>spring %1: %2</source>
        <translation>弹簧 %1：%2</translation>
    </message>
    <message>
        <source>particle index %1 is out of range [0, %2)</source>
        <translation>质点索引 %1 超出范围 [0, %2)</translation>
    </message>
    <message>
        <source>connects particle %1 to itself</source>
        <translation>把质点 %1 连接到它自身</translation>
    </message>
    <message>
        <source>unknown spring kind %1</source>
        <translation>未知的弹簧类型 %1</translation>
    </message>
    <message>
        <source>scale must be finite and &gt;= 0, got %1</source>
        <translation>倍数必须为有限值且 ≥ 0，实际为 %1</translation>
    </message>
    <message>
        <source>rest length must be finite and &gt; 0, got %1</source>
        <translation>原长必须为有限值且 &gt; 0，实际为 %1</translation>
    </message>
    <message>
        <source>zero initial distance between particles %1 and %2 (give a rest length)</source>
        <translation>质点 %1 与 %2 的初始距离为零（请给出原长）</translation>
    </message>
    <message>
        <source>spring %1 duplicates spring %2 (particles %3 and %4)</source>
        <translation>弹簧 %1 与弹簧 %2 重复（质点 %3 与 %4）</translation>
    </message>
    <message>
        <source>stiffness of %1 springs must be finite and &gt;= 0, got %2</source>
        <translation>%1 弹簧的刚度必须为有限值且 ≥ 0，实际为 %2</translation>
    </message>
    <message>
        <source>particle override %1 (particle %2): index out of range [0, %3)</source>
        <translation>质点单独设置 %1（质点 %2）：索引超出范围 [0, %3)</translation>
    </message>
    <message>
        <source>particle override %1 (particle %2): mass must be &gt; 0</source>
        <translation>质点单独设置 %1（质点 %2）：质量必须 &gt; 0</translation>
    </message>
    <message>
        <source>the path is a folder, not a file</source>
        <translation>该路径是文件夹，不是文件</translation>
    </message>
    <message>
        <source>the path is not a regular file (a device, pipe or socket)</source>
        <translation>该路径不是普通文件（而是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2 bytes</source>
        <translation>文件有 %1 字节，超过了 %2 字节的上限</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>符号链接的层级过多</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 is shared by %3 faces (a non-manifold edge)</source>
        <translation>顶点 %1 与 %2 之间的边被 %3 个面共用（非流形边）</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 is used twice in the same direction (faces not consistently oriented)</source>
        <translation>顶点 %1 与 %2 之间的边以同一方向被使用了两次（各面的朝向不一致）</translation>
    </message>
    <message>
        <source>the sample interval must be a positive number of seconds</source>
        <translation>采样间隔必须为正的秒数</translation>
    </message>
    <message>
        <source>substeps must be at least 1</source>
        <translation>子步数必须至少为 1</translation>
    </message>
    <message>
        <source>the run&apos;s integrator is %1, not %2</source>
        <translation>该运行的积分器是 %1，不是 %2</translation>
    </message>
    <message>
        <source>the scene would have %1 particles, more than the limit of %2 particles per scene</source>
        <translation>场景将有 %1 个质点，超过每个场景 %2 个质点的上限</translation>
    </message>
    <message>
        <source>the scene would have %1 springs, more than the limit of %2 springs per scene</source>
        <translation>场景将有 %1 根弹簧，超过每个场景 %2 根弹簧的上限</translation>
    </message>
    <message>
        <source>unknown quirk &quot;%1&quot; (expected %2)</source>
        <translation>未知的复现选项“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>unknown stage order &quot;%1&quot; (expected %2)</source>
        <translation>未知的阶段顺序“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>particle %1 is out of range: the scene has no particles</source>
        <translation>质点 %1 超出范围：场景中没有质点</translation>
    </message>
    <message>
        <source>particle %1 is out of range: the scene has particles 0 to %2</source>
        <translation>质点 %1 超出范围：场景中的质点为 0 到 %2</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; is not valid UTF-8</source>
        <translation>值“%1”不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the value %1 holds a number too large for a double</source>
        <translation>值 %1 中含有过大的数值</translation>
    </message>
    <message>
        <source>the value %1 is malformed JSON: %2</source>
        <translation>值 %1 的 JSON 格式错误：%2</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (each key may appear once in an object)</source>
        <translation>键“%1”重复（同一对象中每个键只能出现一次）</translation>
    </message>
    <message>
        <source>malformed JSON at line %1, column %2: %3</source>
        <translation>JSON 格式错误（第 %1 行第 %2 列）：%3</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>%1 %2 s / dt %3 s is %4 steps, more than the limit of %5 steps per run</source>
        <translation>%1 %2 s / dt %3 s 为 %4 步，超过每次运行 %5 步的上限</translation>
    </message>
    <message>
        <source>%1 %2 s is less than half a step (dt %3 s): the run would take no step</source>
        <translation>%1 %2 s 不到半步（dt %3 s）：该运行一步也不会走</translation>
    </message>
    <message>
        <source>the shape lies %1 spacings from the origin of its frame, more than the limit of 1e9 (move the mesh near the origin and place it with center)</source>
        <translation>形状距其坐标系原点 %1 个点阵间距，超过 1e9 的上限（请把网格移到原点附近，再用 center 放置）</translation>
    </message>
    <message>
        <source>spacing %1 and particle mass %2 give a rotational inertia m·spacing²/10 beyond the range of numbers</source>
        <translation>点阵间距 %1 与质点质量 %2 给出的转动惯量 m·spacing²/10 超出了数值范围</translation>
    </message>
    <message>
        <source>the run&apos;s scene overrides change the number of particles (%1 → %2); the runs of a comparison are compared particle by particle</source>
        <translation>该运行的场景覆盖值改变了质点数（%1 → %2）；对比中的运行按质点逐一比较</translation>
    </message>
    <message>
        <source>expected an object of scene paths and values, found %1</source>
        <translation>应为场景路径与值的对象，实际为 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be changed by a run (only the scene&apos;s physics can: stiffness, air, gravity, bodies, obstacles, …)</source>
        <translation>“%1”不能由运行更改（只能更改场景的物理：刚度、空气、重力、物体、障碍物……）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lies inside &quot;%2&quot;, which is overridden too</source>
        <translation>“%1”位于同样被覆盖的“%2”之内</translation>
    </message>
    <message>
        <source>adaptive step size: the internal steps depend on the error estimate, so one frame step is not a fixed linear map</source>
        <translation>自适应步长：内部步取决于误差估计，因此一帧的步不是固定的线性映射</translation>
    </message>
    <message>
        <source>constraint projection acts on spring lengths, not linearly on (x, v)</source>
        <translation>约束投影作用于弹簧长度，而不是线性地作用于 (x, v)</translation>
    </message>
    <message>
        <source>a fixed number of iterations of a nonlinear local/global or descent solve: the step is not a linear map of (x, v)</source>
        <translation>对非线性局部/全局求解或下降法做固定次数的迭代：该步不是 (x, v) 的线性映射</translation>
    </message>
    <message>
        <source>no amplification matrix is derived for this method</source>
        <translation>此方法没有推导出放大矩阵</translation>
    </message>
    <message>
        <source>the run of %1 (dt = %2 s) to t = %3 s blew up at t = %4 s (%5)</source>
        <translation>%1 的运行（dt = %2 s）在到 t = %3 s 的途中于 t = %4 s 发散（%5）</translation>
    </message>
    <message>
        <source>spectrum: the dense eigensolver did not converge</source>
        <translation>谱：稠密特征值求解器未收敛</translation>
    </message>
    <message>
        <source>spectrum: the symmetric eigensolver did not converge</source>
        <translation>谱：对称特征值求解器未收敛</translation>
    </message>
    <message>
        <source>spectrum: the Lanczos eigensolver (Spectra) did not converge</source>
        <translation>谱：Lanczos 特征值求解器（Spectra）未收敛</translation>
    </message>
    <message>
        <source>spectrum: scenes with solids (oriented particles) are not supported; the linearisation covers particle positions only</source>
        <translation>谱：不支持含固体（带姿态的质点）的场景；线性化只涵盖质点位置</translation>
    </message>
    <message>
        <source>spectrum: the iterative method computes N &lt; %1 modes, not all of them</source>
        <translation>谱：迭代法只计算 N &lt; %1 个模态，而不是全部模态</translation>
    </message>
    <message>
        <source>unstable at every step size: the mode of ω = %1 rad/s, damping ratio %2, grows however small dt is</source>
        <translation>在任何步长下都不稳定：ω = %1 rad/s、阻尼比 %2 的模态无论 dt 多小都会增长</translation>
    </message>
    <message>
        <source>expected the format &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>需要格式“%1”，但找到“%2”</translation>
    </message>
    <message>
        <source>expected &quot;preset:NAME&quot; naming a preset or a scene object, found &quot;%1&quot;</source>
        <translation>需要指向预设的“preset:NAME”或场景对象，但找到“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key of the assignment&apos;s scene</source>
        <translation>“%1”不是作业场景中的键</translation>
    </message>
    <message>
        <source>give exactly one of &quot;%1&quot; and &quot;%2&quot;</source>
        <translation>请在“%1”和“%2”中只给出一个</translation>
    </message>
    <message>
        <source>&quot;computed&quot; must be true (or give &quot;value&quot; instead)</source>
        <translation>“computed”必须为 true（或改为给出“value”）</translation>
    </message>
    <message>
        <source>a numeric task states its value; only analyses are computed</source>
        <translation>数值题目须写明其值；只有分析才会被计算</translation>
    </message>
    <message>
        <source>a task of kind &quot;%1&quot; has no tolerance</source>
        <translation>类型为“%1”的题目没有容差</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>需要 %1，但找到 %2</translation>
    </message>
    <message>
        <source>expected the id of one of the compared integrators, found %1</source>
        <translation>需要所对比的积分器之一的 id，但找到 %1</translation>
    </message>
    <message>
        <source>integrator &quot;%1&quot; is not among the assignment&apos;s integrators (%2)</source>
        <translation>积分器“%1”不在作业允许的积分器（%2）之中</translation>
    </message>
    <message>
        <source>unknown task kind &quot;%1&quot; (expected %2)</source>
        <translation>未知的题目类型“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>an assignment needs at least one task</source>
        <translation>作业至少需要一个题目</translation>
    </message>
    <message>
        <source>task id &quot;%1&quot; is used twice</source>
        <translation>题目 id“%1”被使用了两次</translation>
    </message>
    <message>
        <source>no such shipped assignment (known: %1)</source>
        <translation>没有这个内置作业（已知：%1）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is locked by the assignment</source>
        <translation>“%1”已被作业锁定</translation>
    </message>
    <message>
        <source>expected at least %1 values, found %2</source>
        <translation>需要至少 %1 个值，但找到 %2 个</translation>
    </message>
    <message>
        <source>the value %1 is given twice</source>
        <translation>值 %1 被给出了两次</translation>
    </message>
    <message>
        <source>the duration %1 s is not a whole number of steps of %2 s</source>
        <translation>时长 %1 s 不是 %2 s 步长的整数倍</translation>
    </message>
    <message>
        <source>expected a text or an object of texts by language, found %1</source>
        <translation>需要文本或按语言分的文本对象，但找到 %1</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (expected %2)</source>
        <translation>未知的语言“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>the English text (key &quot;en&quot;) is missing; every text needs one, as the other languages fall back to it</source>
        <translation>缺少英文文本（键“en”）；其他语言会回退到英文，所以每段文本都需要它</translation>
    </message>
    <message>
        <source>expected a number or a text, found %1</source>
        <translation>需要数值或文本，但找到 %1</translation>
    </message>
    <message>
        <source>expected an id of lower-case letters, digits and &apos;-&apos;, found &quot;%1&quot;</source>
        <translation>需要由小写字母、数字和“-”组成的 id，但找到“%1”</translation>
    </message>
    <message>
        <source>the run is of kind &quot;%1&quot;, the task of kind &quot;%2&quot;</source>
        <translation>运行的类型是“%1”，题目的类型是“%2”</translation>
    </message>
    <message>
        <source>the run used %1, the task asks for %2</source>
        <translation>运行使用了 %1，题目要求的是 %2</translation>
    </message>
    <message>
        <source>the run lasted %1 s, the task asks for %2 s</source>
        <translation>运行时长为 %1 s，题目要求 %2 s</translation>
    </message>
    <message>
        <source>the run was made on another scene (scene hash %1; the student&apos;s scene has %2)</source>
        <translation>运行是在另一个场景上进行的（场景哈希 %1；学生的场景为 %2）</translation>
    </message>
    <message>
        <source>no run for this task</source>
        <translation>此题目没有运行</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>没有答案</translation>
    </message>
    <message>
        <source>the answer is outside the tolerance of the expected value</source>
        <translation>答案超出了期望值的容差</translation>
    </message>
    <message>
        <source>the content hash does not match the content: the submission was edited after it was handed in</source>
        <translation>内容哈希与内容不符：提交文件在提交后被编辑过</translation>
    </message>
    <message>
        <source>made for another assignment (assignment hash %1; this assignment&apos;s is %2)</source>
        <translation>是为另一个作业制作的（作业哈希 %1；本作业为 %2）</translation>
    </message>
    <message>
        <source>expected a hash of 16 hex digits, found &quot;%1&quot;</source>
        <translation>需要 16 位十六进制的哈希，但找到“%1”</translation>
    </message>
    <message>
        <source>the student id is empty</source>
        <translation>学生 id 为空</translation>
    </message>
    <message>
        <source>a task of kind &quot;%1&quot; is not computed</source>
        <translation>类型为“%1”的题目不会被计算</translation>
    </message>
    <message>
        <source>expected at least one integrator id</source>
        <translation>至少需要一个积分器 ID</translation>
    </message>
    <message>
        <source>unknown integrator &quot;%1&quot;</source>
        <translation>未知的积分器“%1”</translation>
    </message>
    <message>
        <source>integrator &quot;%1&quot; is listed twice</source>
        <translation>积分器“%1”被列出两次</translation>
    </message>
    <message>
        <source>unknown time-step policy &quot;%1&quot; (expected %2)</source>
        <translation>未知的时间步长策略“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot; (expected %2)</source>
        <translation>未知的测量量“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>a spring kind is only given for a strain (the quantity is &quot;%1&quot;)</source>
        <translation>只有应变才能指定弹簧类型（测量量为“%1”）</translation>
    </message>
    <message>
        <source>the mechanical energy at t = 0 is zero: an energy ratio is undefined</source>
        <translation>t = 0 时的机械能为零：能量比没有定义</translation>
    </message>
    <message>
        <source>the scene has no springs of the kind &quot;%1&quot;</source>
        <translation>场景中没有类型为“%1”的弹簧</translation>
    </message>
    <message>
        <source>the scene has no springs</source>
        <translation>场景中没有弹簧</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of the step %3 s of %4</source>
        <translation>%1：%2 s 不是 %4 的时间步长 %3 s 的整数倍</translation>
    </message>
    <message>
        <source>%1: the step %2 s is not a positive duration</source>
        <translation>%1：时间步长 %2 s 不是正的时长</translation>
    </message>
    <message>
        <source>%1: the step %2 s is given twice</source>
        <translation>%1：时间步长 %2 s 被指定了两次</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of the step %3 s (the scene&apos;s dt halved)</source>
        <translation>%1：%2 s 不是时间步长 %3 s（场景的 dt 减半）的整数倍</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of %3 %4 s</source>
        <translation>%1：%2 s 不是 %3 %4 s 的整数倍</translation>
    </message>
    <message>
        <source>%1: no interval of at most %2 samples over %3 %4 s is a whole multiple of every step; choose steps that divide each other and the duration, or give %1</source>
        <translation>%1：在 %3 %4 s 内不超过 %2 个采样的采样间隔中，没有一个是所有时间步长的整数倍；请选择能互相整除并能整除时长的时间步长，或指定 %1</translation>
    </message>
    <message>
        <source>thickness %1 m is more than half the spacing %2 m: neighbouring triangles of the cloth would push each other apart</source>
        <translation>厚度 %1 m 超过间距 %2 m 的一半：布料中相邻的三角形会相互推开</translation>
    </message>
    <message>
        <source>spectrum: the state has %1 positions and %2 velocities; the scene has %3 particles</source>
        <translation>谱：状态有 %1 个位置和 %2 个速度，而场景有 %3 个质点</translation>
    </message>
    <message>
        <source>the saved state has %1 particles; the run has %2</source>
        <translation>保存的状态有 %1 个质点，本次运行有 %2 个质点</translation>
    </message>
    <message>
        <source>the run used dt = %1 s, the task asks for %2 s</source>
        <translation>运行使用的 dt = %1 s，题目要求的是 %2 s</translation>
    </message>
    <message>
        <source>the run set other parameters of %1 than the task asks for</source>
        <translation>运行为 %1 设置的参数与题目要求的不同</translation>
    </message>
    <message>
        <source>the run used the steps %1 s, the task asks for %2 s</source>
        <translation>运行使用的步长为 %1 s，题目要求的是 %2 s</translation>
    </message>
    <message>
        <source>the run used another reference solution than the task</source>
        <translation>运行使用的参考解与题目的不同</translation>
    </message>
    <message>
        <source>the run bisected to %1 %, the task asks for %2 %</source>
        <translation>运行的二分法精度为 %1 %，题目要求的是 %2 %</translation>
    </message>
    <message>
        <source>the run swept other stiffness factors than the task</source>
        <translation>运行扫描的刚度倍数与题目的不同</translation>
    </message>
    <message>
        <source>the run measured another quantity than the task</source>
        <translation>运行测量的量与题目的不同</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number</source>
        <translation>答案“%1”不是数字</translation>
    </message>
    <message>
        <source>the answer is not what the task&apos;s settings give on the student&apos;s scene</source>
        <translation>答案与在学生的场景上按题目设置得到的值不一致</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>recomputing the task on the student&apos;s scene would cost %1 times as much as on the assignment&apos;s scene (the limit is %2 times)</source>
        <translation>在学生的场景上重新计算该题目的计算量是作业场景的 %1 倍（上限为 %2 倍）</translation>
    </message>
    <message>
        <source>the student id &quot;%1&quot; is in %2 submissions (%3); none of them is counted</source>
        <translation>学号“%1”出现在 %2 份提交文件中（%3）；都不计分</translation>
    </message>
    <message>
        <source>there is no answer to &quot;%1&quot;</source>
        <translation>没有“%1”的答案</translation>
    </message>
    <message>
        <source>unknown answer source &quot;%1&quot; (expected %2)</source>
        <translation>未知的答案来源“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>orders are not meaningful here: the cloth touches itself from t = %1 s, and contact makes the motion non-smooth</source>
        <translation>此处的收敛阶没有意义：布料从 t = %1 s 起与自身接触，接触使运动不再光滑</translation>
    </message>
    <message>
        <source>orders are not meaningful here: the cloth touches an obstacle from t = %1 s, and contact makes the motion non-smooth</source>
        <translation>此处的收敛阶没有意义：布料从 t = %1 s 起与障碍物接触，接触使运动不再光滑</translation>
    </message>
    <message>
        <source>orders are not meaningful for %1: it chooses its own steps, so dt does not set its error</source>
        <translation>%1 的收敛阶没有意义：它自行选择步长，dt 不决定它的误差</translation>
    </message>
    <message>
        <source>orders are not meaningful for %1: its run at dt = %2 s blew up</source>
        <translation>%1 的收敛阶没有意义：它在 dt = %2 s 的运行发散了</translation>
    </message>
    <message>
        <source>the limit of %1 may be set by contact rather than by a mode: at dt = %2 s the cloth is in contact from t = %3 s</source>
        <translation>%1 的稳定极限可能由接触而非模态决定：在 dt = %2 s 时布料从 t = %3 s 起处于接触中</translation>
    </message>
    <message>
        <source>the errors include contact&apos;s: the cloth is in contact from t = %1 s, after which the error does not shrink with the work as a smooth error does</source>
        <translation>误差包含接触造成的部分：布料从 t = %1 s 起处于接触中，此后误差不会像光滑误差那样随计算量减小</translation>
    </message>
    <message>
        <source>force Jacobians: scenes with solids (oriented particles) are not supported; they cover particle positions and velocities only</source>
        <translation>力的雅可比矩阵：不支持含固体（带姿态的质点）的场景；只涵盖质点的位置和速度</translation>
    </message>
    <message>
        <source>method id &quot;%1&quot;: use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; only</source>
        <translation>方法 ID“%1”：只能使用字母、数字、“-”“_”和“.”</translation>
    </message>
    <message>
        <source>method id &quot;%1&quot; is the id of a built-in integrator; choose another</source>
        <translation>方法 ID“%1”是内置积分器的 ID；请另选一个</translation>
    </message>
    <message>
        <source>the step moved pinned particle %1 (a pinned particle has inverse mass 0 and moves only with the scene)</source>
        <translation>该步移动了固定的质点 %1（固定质点的逆质量为 0，只随场景移动）</translation>
    </message>
    <message>
        <source>the step left NaN (not a number) in %1 of particle %2</source>
        <translation>该步在质点 %2 的 %1 中留下了 NaN（非数）</translation>
    </message>
    <message>
        <source>integrator %1 stopped at t = %2 s: %3</source>
        <translation>积分器 %1 在 t = %2 s 时停止：%3</translation>
    </message>
    <message>
        <source>the method declares that its step is not a linear map of the state</source>
        <translation>该方法声明其一步不是状态的线性映射</translation>
    </message>
    <message>
        <source>spectrum: the %1 method on %2 rows is past its limit of %3 rows (3 per free particle); ask for fewer of the highest modes than half the rows</source>
        <translation>谱：%2 行上的 %1 方法超出了其 %3 行的上限（每个自由质点 3 行）；请求的最高阶模态数应少于行数的一半</translation>
    </message>
    <message>
        <source>spectrum: the %1 highest modes of %2 rows need %3 numbers of working memory, more than the limit of %4; at most %5 modes of this scene fit</source>
        <translation>谱：%2 行中最高的 %1 个模态需要 %3 个数的工作内存，超过上限 %4；此场景最多容纳 %5 个模态</translation>
    </message>
    <message>
        <source>spectrum: the scene has %1 free particles (%2 rows), more than the limit of %3 rows of a spectrum (%4 free particles)</source>
        <translation>谱：场景有 %1 个自由质点（%2 行），超过谱的上限 %3 行（%4 个自由质点）</translation>
    </message>
    <message>
        <source>stability: the duration must be a positive number of seconds, got %1</source>
        <translation>稳定性：时长必须是正的秒数，得到的是 %1</translation>
    </message>
    <message>
        <source>stability: the relative tolerance must be at least %1 and below %2, got %3</source>
        <translation>稳定性：相对容差必须不小于 %1 且小于 %2，得到的是 %3</translation>
    </message>
    <message>
        <source>this is an assignment (&quot;%1&quot;), not a scene: open it as an assignment (clothlab-cli solve, File &gt; Open Assignment)</source>
        <translation>这是作业（“%1”），不是场景：请作为作业打开（clothlab-cli solve，文件 &gt; 打开作业）</translation>
    </message>
    <message>
        <source>this is a submission (&quot;%1&quot;), not a scene: give it to clothlab-cli grade</source>
        <translation>这是提交文件（“%1”），不是场景：请交给 clothlab-cli grade</translation>
    </message>
    <message>
        <source>the path &quot;%1&quot; is malformed at character %2: write keys joined by &quot;.&quot; and indices in brackets, e.g. %3</source>
        <translation>路径“%1”在第 %2 个字符处格式错误：键用“.”连接，索引写在方括号中，例如 %3</translation>
    </message>
    <message>
        <source>the index &quot;%1&quot; in %2 is not a whole number of 0 or more</source>
        <translation>%2 中的索引“%1”不是不小于 0 的整数</translation>
    </message>
    <message>
        <source>the run history in %1 is damaged; the run&apos;s timeline cannot show this moment</source>
        <translation>%1 中的运行历史已损坏，时间轴无法显示这一时刻</translation>
    </message>
    <message>
        <source>the timeline&apos;s frame interval must be a positive number of seconds</source>
        <translation>时间轴的帧间隔必须是正的秒数</translation>
    </message>
    <message>
        <source>cannot write the run history to %1: %2</source>
        <translation>无法将运行历史写入 %1：%2</translation>
    </message>
    <message>
        <source>frame %1 of the run&apos;s timeline is not kept; the timeline holds frames %2 to %3</source>
        <translation>运行的时间轴中已不保留第 %1 帧；时间轴保留第 %2 至 %3 帧</translation>
    </message>
    <message>
        <source>cannot read the run history back from %1</source>
        <translation>无法从 %1 读回运行历史</translation>
    </message>
    <message>
        <source>no run&apos;s timeline holds frame %1</source>
        <translation>没有哪个运行的时间轴包含第 %1 帧</translation>
    </message>
</context>
<context>
    <name>CourseworkMenu</name>
    <message>
        <source>Open Assignment</source>
        <translation>打开作业</translation>
    </message>
    <message>
        <source>Could not open the assignment:
%1</source>
        <translation>无法打开作业：
%1</translation>
    </message>
    <message>
        <source>Hand In</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Open an assignment first (File ▸ Open Assignment).</source>
        <translation>请先打开作业（文件 ▸ 打开作业）。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Student ID:</source>
        <translation>学号：</translation>
    </message>
    <message>
        <source>ClothLab submissions (*.json)</source>
        <translation>ClothLab 提交文件 (*.json)</translation>
    </message>
    <message>
        <source>Could not hand in:
%1</source>
        <translation>无法提交：
%1</translation>
    </message>
    <message>
        <source>ClothLab assignments (*.json)</source>
        <translation>ClothLab 作业 (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;Assignment…</source>
        <translation>打开作业(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>提交(&amp;H)…</translation>
    </message>
    <message>
        <source>Open Shipped &amp;Lab</source>
        <translation>打开内置实验(&amp;L)</translation>
    </message>
    <message>
        <source>The submission was handed in, but the report could not be written beside it:
%1</source>
        <translation>提交文件已提交，但无法在其旁边写入报告：
%1</translation>
    </message>
    <message>
        <source>&amp;New Assignment…</source>
        <translation>新建作业(&amp;N)…</translation>
    </message>
    <message>
        <source>These tasks would not earn their points; the grader will say:
%1

Hand in anyway?</source>
        <translation>以下题目不会得分，评分将给出：
%1

仍要提交吗？</translation>
    </message>
    <message>
        <source>Answer to “%1” cleared.</source>
        <translation>已清除“%1”的答案。</translation>
    </message>
    <message>
        <source>Answer to “%1” typed: %2</source>
        <translation>已输入“%1”的答案：%2</translation>
    </message>
    <message>
        <source>Task “%1” run with its settings.</source>
        <translation>已按设置运行题目“%1”。</translation>
    </message>
    <message>
        <source>Task “%1” could not be run: %2</source>
        <translation>无法运行题目“%1”：%2</translation>
    </message>
    <message>
        <source>The analysis of %1 is recorded as the run of its task.</source>
        <translation>%1 的分析已记录为其题目的运行。</translation>
    </message>
    <message>
        <source>The analysis of %1 is kept with the submission&apos;s other analyses.</source>
        <translation>%1 的分析已作为提交文件的其他分析保存。</translation>
    </message>
    <message>
        <source>Assignment “%1” opened (%2).</source>
        <translation>已打开作业“%1”（%2）。</translation>
    </message>
    <message>
        <source>Handed in: %1
With the report and the Log beside it.</source>
        <translation>已提交：%1
报告和日志保存在同一文件夹中。</translation>
    </message>
    <message>
        <source>Handed in as %1 by %2 (ID %3), with the report %4.</source>
        <translation>%2（学号 %3）已提交为 %1，附报告 %4。</translation>
    </message>
    <message>
        <source>Handed in as %1 by %2 (ID %3), without a report.</source>
        <translation>%2（学号 %3）已提交为 %1，未附报告。</translation>
    </message>
    <message>
        <source>The submission was handed in, but the Log could not be written beside it:
%1</source>
        <translation>提交文件已提交，但无法在同一文件夹中写入日志：
%1</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Unknown figure format &quot;%1&quot;: use .pdf, .svg or .png.</source>
        <translation>未知的图格式“%1”：请使用 .pdf、.svg 或 .png。</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>Energy terms of the first run.</source>
        <translation>第一个运行的能量项。</translation>
    </message>
    <message>
        <source>Energy residual of each run.</source>
        <translation>各运行的能量残差。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run.</source>
        <translation>各运行的轨迹误差 (RMS)。</translation>
    </message>
    <message>
        <source>Largest structural strain of each run.</source>
        <translation>各运行的结构弹簧最大应变。</translation>
    </message>
    <message>
        <source>Solver residual per iteration of the last step.</source>
        <translation>最后一步每次迭代的求解器残差。</translation>
    </message>
</context>
<context>
    <name>IntegratorContact</name>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step dt, after the last internal step: the internal steps see no contact. The work they do is booked as dissipated.</source>
        <translation>与障碍物的接触，以及场景中开启的布料自接触和布料之间的接触，每个时间步长 dt 作用一次，在最后一个内部步之后：内部步不处理接触。接触所做的功记为耗散能量。</translation>
    </message>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step, after the iterations and not inside them, as for every other method, so that the iterations stay those of the method. The work they do is booked as dissipated.</source>
        <translation>与障碍物的接触，以及场景中开启的布料自接触和布料之间的接触，与其他所有积分方法一样每步作用一次，在迭代之后而不在迭代之中，因此迭代保持该方法本来的形式。接触所做的功记为耗散能量。</translation>
    </message>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step, after the update, on the state it gives. The work they do is booked as dissipated.</source>
        <translation>与障碍物的接触，以及场景中开启的布料自接触和布料之间的接触，每步作用一次，在更新之后，作用于更新得到的状态。接触所做的功记为耗散能量。</translation>
    </message>
</context>
<context>
    <name>IntegratorFamily</name>
    <message>
        <source>Explicit</source>
        <translation>显式</translation>
    </message>
    <message>
        <source>Symplectic</source>
        <translation>辛</translation>
    </message>
    <message>
        <source>Implicit</source>
        <translation>隐式</translation>
    </message>
    <message>
        <source>Constraint-based</source>
        <translation>基于约束</translation>
    </message>
</context>
<context>
    <name>IntegratorList</name>
    <message>
        <source>Id on the command line: %1</source>
        <translation>命令行中的 ID：%1</translation>
    </message>
</context>
<context>
    <name>IntegratorText</name>
    <message>
        <source>Explicit Euler</source>
        <translation>显式欧拉法</translation>
    </message>
    <message>
        <source>Symplectic Euler</source>
        <translation>辛欧拉法</translation>
    </message>
    <message>
        <source>Verlet</source>
        <translation>Verlet 积分</translation>
    </message>
    <message>
        <source>Runge–Kutta 2 (midpoint)</source>
        <translation>龙格-库塔法（二阶，中点法）</translation>
    </message>
    <message>
        <source>Runge–Kutta 4</source>
        <translation>龙格-库塔法（四阶）</translation>
    </message>
    <message>
        <source>Dormand–Prince RK5(4)</source>
        <translation>Dormand–Prince 法 RK5(4)</translation>
    </message>
    <message>
        <source>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…7
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 5),  error = h·Σ (bᵢ − b̂ᵢ)·kᵢ
h ← h·min(5, max(0.2, 0.9·err^(−1/5)))</source>
        <translation>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…7
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ（五阶），  误差 = h·Σ (bᵢ − b̂ᵢ)·kᵢ
h ← h·min(5, max(0.2, 0.9·err^(−1/5)))</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容差</translation>
    </message>
    <message>
        <source>Absolute and relative error allowed per internal step, per component (m, m/s).</source>
        <translation>每个内部步、每个分量允许的绝对误差和相对误差（m、m/s）。</translation>
    </message>
    <message>
        <source>Implicit Euler</source>
        <translation>隐式欧拉法</translation>
    </message>
    <message>
        <source>Newton iterations</source>
        <translation>牛顿迭代次数</translation>
    </message>
    <message>
        <source>Newton iterations per step; 1 is the classic linearised step of Baraff and Witkin, more converge to the exact implicit solution.</source>
        <translation>每步的牛顿迭代次数；1 为 Baraff 和 Witkin 的经典线性化步，次数更多时收敛到精确的隐式解。</translation>
    </message>
    <message>
        <source>CG tolerance</source>
        <translation>CG 容差</translation>
    </message>
    <message>
        <source>Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.</source>
        <translation>共轭梯度法停止时的相对残差 ‖b − A·δv‖/‖b‖。</translation>
    </message>
    <message>
        <source>CG max iterations</source>
        <translation>CG 最大迭代次数</translation>
    </message>
    <message>
        <source>Upper limit of conjugate gradient iterations per Newton iteration.</source>
        <translation>每次牛顿迭代中共轭梯度法迭代次数的上限。</translation>
    </message>
    <message>
        <source>BDF2</source>
        <translation>二阶后向差分法（BDF2）</translation>
    </message>
    <message>
        <source>x̂ = (4xₙ − xₙ₋₁)/3,  v̂ = (4vₙ − vₙ₋₁)/3
xₙ₊₁ = x̂ + 2/3·dt·vₙ₊₁
M·(vₙ₊₁ − v̂) = 2/3·dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)</source>
        <translation>x̂ = (4xₙ − xₙ₋₁)/3,  v̂ = (4vₙ − vₙ₋₁)/3
xₙ₊₁ = x̂ + 2/3·dt·vₙ₊₁
M·(vₙ₊₁ − v̂) = 2/3·dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact BDF2 solution.</source>
        <translation>每步的牛顿迭代次数；次数更多时收敛到精确的 BDF2 解。</translation>
    </message>
    <message>
        <source>Projective dynamics</source>
        <translation>投影动力学</translation>
    </message>
    <message>
        <source>y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext
local: ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel
global: (M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ
vₙ₊₁ = (xₙ₊₁ − xₙ)/dt</source>
        <translation>y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext
局部：ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel
全局：(M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ
vₙ₊₁ = (xₙ₊₁ − xₙ)/dt</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>Local/global iterations per step; more converge to the implicit Euler solution.</source>
        <translation>每步的局部/全局迭代次数；次数更多时收敛到隐式欧拉解。</translation>
    </message>
    <message>
        <source>Chebyshev-accelerated implicit Euler</source>
        <translation>切比雪夫加速隐式欧拉法</translation>
    </message>
    <message>
        <source>Accelerated gradient-descent iterations per step (R5: 32).</source>
        <translation>每步的加速梯度下降迭代次数（R5：32）。</translation>
    </message>
    <message>
        <source>Spectral radius ρ</source>
        <translation>谱半径 ρ</translation>
    </message>
    <message>
        <source>Assumed spectral radius of the Jacobi iteration (R5: 0.995); too small diverges, too large converges slowly.</source>
        <translation>Jacobi 迭代的假定谱半径（R5：0.995）；太小会发散，太大收敛缓慢。</translation>
    </message>
    <message>
        <source>Position-based dynamics (Verlet + relaxation)</source>
        <translation>基于位置的动力学（PBD，Verlet 积分 + 松弛）</translation>
    </message>
    <message>
        <source>Relaxation sweeps</source>
        <translation>松弛轮数</translation>
    </message>
    <message>
        <source>Sweeps over all springs per step (R1&apos;s RelaxationCount).</source>
        <translation>每步遍历全部弹簧的轮数（R1 的 RelaxationCount）。</translation>
    </message>
    <message>
        <source>Structural stretch factor</source>
        <translation>结构弹簧拉伸系数</translation>
    </message>
    <message>
        <source>Structural shrink factor</source>
        <translation>结构弹簧收缩系数</translation>
    </message>
    <message>
        <source>Shear stretch factor</source>
        <translation>剪切弹簧拉伸系数</translation>
    </message>
    <message>
        <source>Shear shrink factor</source>
        <translation>剪切弹簧收缩系数</translation>
    </message>
    <message>
        <source>Bending stretch factor</source>
        <translation>弯曲弹簧拉伸系数</translation>
    </message>
    <message>
        <source>Bending shrink factor</source>
        <translation>弯曲弹簧收缩系数</translation>
    </message>
    <message>
        <source>Extended position-based dynamics (XPBD)</source>
        <translation>扩展的基于位置的动力学（XPBD）</translation>
    </message>
    <message>
        <source>hₛ = h/S;  per substep: v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0
N iterations, each spring: Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ
x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)
v = (x* − x)/hₛ,  x = x*</source>
        <translation>hₛ = h/S；  每个子步：v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0
N 次迭代，每根弹簧：Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ
x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)
v = (x* − x)/hₛ,  x = x*</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>子步数</translation>
    </message>
    <message>
        <source>Substeps S per frame step; each repeats prediction and iterations with h/S.</source>
        <translation>每个帧步长的子步数 S；每个子步以 h/S 重复预测和迭代。</translation>
    </message>
    <message>
        <source>Gauss–Seidel iterations over all springs per substep.</source>
        <translation>每个子步遍历全部弹簧的 Gauss–Seidel 迭代次数。</translation>
    </message>
    <message>
        <source>Velocity-level spring constraints</source>
        <translation>速度层面的弹簧约束</translation>
    </message>
    <message>
        <source>Relaxation coefficient</source>
        <translation>松弛系数</translation>
    </message>
    <message>
        <source>Fraction of a stiff spring&apos;s predicted error removed per iteration (R2&apos;s k).</source>
        <translation>每次迭代消除的硬弹簧预测误差的比例（R2 的 k）。</translation>
    </message>
    <message>
        <source>Sweeps over all springs per step (R2: 1 floppy, 3–5 good, 20 almost rigid).</source>
        <translation>每步遍历全部弹簧的轮数（R2：1 松软，3–5 良好，20 几乎刚性）。</translation>
    </message>
    <message>
        <source>Forward Euler: positions and velocities both advance with the derivatives of the start of the step. First order, not symplectic: for an undamped spring the energy grows by a factor (1 + ω²·dt²) every step, so it is unstable for any dt without damping. Used by the R3 and R4 reference systems. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations q and angular velocities Ω advance the same way, with the torques of the angle springs (q then renormalised).</source>
        <translation>前向欧拉法：位置和速度都用时间步起点的导数推进。一阶，非辛：对无阻尼弹簧，能量每步增大 (1 + ω²·dt²) 倍，因此没有阻尼时任何 dt 都不稳定。参考系统 R3 和 R4 使用此方法。直接使用刚度表（k⁺、k⁻、c）。固体：姿态 q 和角速度 Ω 也以同样方式推进，使用角度弹簧的力矩（随后将 q 重新归一化）。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ
vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
qₙ₊₁ = qₙ + dt·½(0, Ωₙ)⊗qₙ,  Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ
vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
qₙ₊₁ = qₙ + dt·½(0, Ωₙ)⊗qₙ,  Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ</translation>
    </message>
    <message>
        <source>Semi-implicit Euler: the velocity is advanced first with the forces of the start of the step, then the position with the new velocity. First order and symplectic: without damping the energy oscillates around its true value instead of drifting. Stable for an undamped spring while dt &lt; 2/ω. Uses the stiffness table as is (k⁺, k⁻, c). Solids: the angular velocity is kicked by the angle springs&apos; torques, then the orientation turned exactly by dt·Ωₙ₊₁.</source>
        <translation>半隐式欧拉法：先用时间步起点的力推进速度，再用新速度推进位置。一阶且辛：无阻尼时能量围绕真实值振荡而不漂移。对无阻尼弹簧，dt &lt; 2/ω 时稳定。直接使用刚度表（k⁺、k⁻、c）。固体：先用角度弹簧的力矩给角速度施加冲量，再将姿态精确旋转 dt·Ωₙ₊₁。</translation>
    </message>
    <message>
        <source>vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊₁
Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</source>
        <translation>vₙ₊₁ = vₙ + dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊₁
Ωₙ₊₁ = Ωₙ + dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Position Verlet, xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ, started at second order (x₋₁ = x₀ − dt·v₀ + ½dt²·a₀). It is run in its equivalent velocity form so that the velocity needed by damping, drag and the energy diagnostics is second-order accurate too; positions are identical to the two-step form when forces do not depend on velocity. Second order and symplectic without damping; stable for an undamped spring while dt &lt; 2/ω. Velocity-dependent forces in the second half-kick use the half-step velocity. This is R1&apos;s integrator without its constraint relaxation. Uses the stiffness table as is (k⁺, k⁻, c). Solids: the angular velocity gets the same two half-kicks from the angle springs&apos; torques and the orientation is turned exactly by dt·Ωₙ₊½ (second order).</source>
        <translation>位置 Verlet 法 xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ，以二阶精度起步（x₋₁ = x₀ − dt·v₀ + ½dt²·a₀）。以等价的速度形式运行，使阻尼、空气阻力和能量诊断所需的速度也具有二阶精度；当力不依赖速度时，位置与两步形式完全相同。无阻尼时二阶且辛；对无阻尼弹簧，dt &lt; 2/ω 时稳定。后半步冲量中依赖速度的力使用半步速度。这是去掉约束松弛的 R1 积分器。直接使用刚度表（k⁺、k⁻、c）。固体：角速度同样由角度弹簧的力矩获得两次半步冲量，姿态精确旋转 dt·Ωₙ₊½（二阶）。</translation>
    </message>
    <message>
        <source>vₙ₊½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊½
vₙ₊₁ = vₙ₊½ + ½dt·M⁻¹·f(xₙ₊₁, vₙ₊½, tₙ₊₁)
Ωₙ₊½ = Ωₙ + ½dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊½)⊗qₙ,  Ωₙ₊₁ = Ωₙ₊½ + ½dt·I⁻¹·τₙ₊₁</source>
        <translation>vₙ₊½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·vₙ₊½
vₙ₊₁ = vₙ₊½ + ½dt·M⁻¹·f(xₙ₊₁, vₙ₊½, tₙ₊₁)
Ωₙ₊½ = Ωₙ + ½dt·I⁻¹·τₙ,  qₙ₊₁ = exp(dt·Ωₙ₊½)⊗qₙ,  Ωₙ₊₁ = Ωₙ₊½ + ½dt·I⁻¹·τₙ₊₁</translation>
    </message>
    <message>
        <source>Explicit midpoint rule: a half step with the start derivatives, then the full step with the derivatives at the midpoint. Second order, not symplectic: without damping its energy slowly grows. Two force evaluations per step. Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the same two stages (q renormalised at the end).</source>
        <translation>显式中点法：先用起点导数走半步，再用中点处的导数走完整一步。二阶，非辛：无阻尼时能量缓慢增长。每步两次力求值。参考系统 R3 使用此方法。直接使用刚度表（k⁺、k⁻、c）。固体：姿态和角速度经过相同的两个阶段（最后将 q 重新归一化）。</translation>
    </message>
    <message>
        <source>x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·v½
vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)
(q, Ω) likewise with q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ</source>
        <translation>x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·v½
vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)
(q, Ω) 同理，q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ</translation>
    </message>
    <message>
        <source>The classic fourth-order Runge–Kutta method: four force evaluations per step combined with weights 1/6, 1/3, 1/3, 1/6. Fourth order and very accurate at small dt, but not symplectic, and explicit: its stability limit for an undamped spring is dt &lt; 2.83/ω. Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state y and go through the four stages (q renormalised at the end), so the method stays fourth order.</source>
        <translation>经典四阶龙格-库塔法：每步四次力求值，按权重 1/6、1/3、1/3、1/6 组合。四阶，小 dt 时非常精确，但非辛且为显式：对无阻尼弹簧的稳定极限为 dt &lt; 2.83/ω。参考系统 R3 使用此方法。直接使用刚度表（k⁺、k⁻、c）。固体：姿态和角速度是状态 y 的一部分，同样经过四个阶段（最后将 q 重新归一化），因此该方法仍为四阶。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ + ½dt·k₂, tₙ + ½dt),  k₄ = F(yₙ + dt·k₃, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 2k₂ + 2k₃ + k₄),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ + ½dt·k₂, tₙ + ½dt),  k₄ = F(yₙ + dt·k₃, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 2k₂ + 2k₃ + k₄),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</translation>
    </message>
    <message>
        <source>Backward Euler solved by Newton&apos;s method on the new velocity, as in Baraff and Witkin (1998): each Newton iteration assembles A = M − dt·∂f/∂v − dt²·∂f/∂x in 3×3 blocks with the sparsity of the springs and solves it by Jacobi-preconditioned conjugate gradients. The first iteration linearises the forces at the start of the step, so one iteration is the classic linearised step; more iterations converge to the exact backward Euler solution. First order, L-stable: bounded for any dt, with strong numerical damping of fast motion. Pinned particles are filtered out of the system. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension at the current iterate, clamps the transverse term (1 − L/l) of compressed springs at 0 so that it stays positive definite, and leaves out the non-symmetric position derivative of spring damping; these slow Newton&apos;s convergence, not its limit. Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton residual ‖M·(vₙ₊₁ − vₙ) − dt·f‖ (N·s) after each iteration. Solids: the angle springs enter the Newton system with the orientations held at qₙ (they are linear in the positions then); the orientations follow in a split stage, a linearly implicit Euler step per particle at the new positions.</source>
        <translation>以牛顿法对新速度求解的后向欧拉法（与 Baraff 和 Witkin 1998 相同）：每次牛顿迭代按弹簧的稀疏结构以 3×3 块组装 A = M − dt·∂f/∂v − dt²·∂f/∂x，并用 Jacobi 预条件共轭梯度法求解。第一次迭代在时间步起点对力线性化，因此一次迭代即为经典的线性化步；更多迭代收敛到精确的后向欧拉解。一阶，L 稳定：任何 dt 下都有界，对快速运动有很强的数值阻尼。固定的质点从系统中剔除。刚度表：残差精确使用 k⁺、k⁻ 和 c；矩阵按当前迭代中每根弹簧伸长的符号取 k⁺ 或 k⁻，将受压弹簧的横向项 (1 − L/l) 截断为 0 以保持正定，并略去弹簧阻尼的非对称位置导数；这些只减慢牛顿法的收敛，不改变其极限。诊断：牛顿迭代次数、整步 CG 迭代次数之和，以及每次迭代后的牛顿残差 ‖M·(vₙ₊₁ − vₙ) − dt·f‖（N·s）。固体：角度弹簧在姿态固定为 qₙ 的情况下进入牛顿系统（此时它们对位置是线性的）；姿态随后在分离的阶段中更新，即在新位置上对每个质点做一步线性隐式欧拉。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ₊₁
M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)
Newton: (M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [+ dt²·∂f/∂x·vₙ at the first]
solids: (I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ₊₁
M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)
牛顿法：(M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [第一次迭代时 + dt²·∂f/∂x·vₙ]
固体：(I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Macklin, Müller and Chentanez (2016): PBD with compliance, so that the result no longer depends on the iteration count. Each spring is a constraint C = l − L with compliance α = 1/k (k = k⁺ or k⁻ by the sign of C, taken at the current iterate) and a Lagrange multiplier λ that accumulates over the Gauss–Seidel iterations of a substep and is reset at the next: Δλ = (−C − α̃·λ)/(W + α̃), α̃ = α/h². Converged, one substep solves the implicit Euler equations of the elastic springs (up to XPBD&apos;s frozen-gradient approximation), so it approaches implicit-euler as iterations grow; with few iterations the cloth is softer, not stiffer. A kind with k = 0 imposes nothing. Gravity and air drag act on the predicted velocities (drag implicitly); spring damping c is applied implicitly along each spring to the predicted velocities, u&apos; = u/(1 + h·c·W), instead of the paper&apos;s β term. First order, stable for any dt. Does not model orientations: refuses scenes with solids (use velocity-constraints).</source>
        <translation>Macklin、Müller 与 Chentanez（2016）：带柔度的 PBD，使结果不再依赖迭代次数。每根弹簧是柔度为 α = 1/k 的约束 C = l − L（k 按当前迭代中 C 的符号取 k⁺ 或 k⁻），拉格朗日乘子 λ 在一个子步的 Gauss–Seidel 迭代中累积，并在下一子步重置：Δλ = (−C − α̃·λ)/(W + α̃)，α̃ = α/h²。收敛时，一个子步求解弹性弹簧的隐式欧拉方程（在 XPBD 冻结梯度近似的范围内），因此随迭代增多趋近隐式欧拉法；迭代少时布料更软而不是更硬。k = 0 的弹簧类别不施加任何约束。重力和空气阻力作用于预测速度（空气阻力隐式）；弹簧阻尼 c 代替论文中的 β 项，沿每根弹簧隐式作用于预测速度，u&apos; = u/(1 + h·c·W)。一阶，任何 dt 下稳定。不处理姿态：拒绝含有固体的场景（请使用速度层面的弹簧约束）。</translation>
    </message>
    <message>
        <source>v* = vₙ + h·M⁻¹·f_ext
N iterations, each spring: C = |x_b + h·v*_b − x_a − h·v*_a| − L
v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)
each angle spring, both ends: C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = R_a·r_ab,  P = K⁻¹·r·C/h
each contact: C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ &lt; 0 removed along n
vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ</source>
        <translation>v* = vₙ + h·M⁻¹·f_ext
N 次迭代，每根弹簧：C = |x_b + h·v*_b − x_a − h·v*_a| − L
v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)
每根角度弹簧，两端：C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = R_a·r_ab,  P = K⁻¹·r·C/h
每个接触：C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ &lt; 0 沿 n 消除
vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Local/global solver for backward Euler (Liu et al., &quot;Fast simulation of mass-spring systems&quot;, 2013): each iteration sets a target vector per spring from its current direction (local step), then solves one linear system whose matrix M/dt² + c_air/dt + Σ ω·AᵀA does not change, factorised once by sparse Cholesky and refactorised only when the springs, masses, pins, stiffness, air drag or dt change (global step, the three coordinates share the factor). Iterations converge linearly to the implicit-euler solution of the step; with few iterations the cloth is softer than its stiffness table. First order and unconditionally stable. Stiffness table: a spring&apos;s matrix weight is ω = max(k⁺, k⁻) + c/dt; the target length l − (k/max(k⁺, k⁻))·(l − L) honours the stiffness k⁺ or k⁻ of the current extension exactly at convergence (it is Liu et al.&apos;s rest-length projection for the stiffer branch); damping c is implicit along the whole relative motion in the matrix, with a lagged correction that removes its transverse part, so at convergence it acts along the spring only. Gravity and wind are external forces; air drag is implicit. Diagnostics: iterations and the position change ‖xₖ₊₁ − xₖ‖ (m) after each iteration. It refuses scenes with solids: angle springs and orientations are not part of its local/global split.</source>
        <translation>后向欧拉法的局部/全局求解器（Liu 等，《Fast simulation of mass-spring systems》，2013）：每次迭代先由每根弹簧的当前方向确定目标向量（局部步），再求解一个矩阵 M/dt² + c_air/dt + Σ ω·AᵀA 不变的线性系统；该矩阵用稀疏 Cholesky 分解一次，只在弹簧、质量、固定、刚度、空气阻力或 dt 改变时重新分解（全局步，三个坐标共用同一分解）。迭代线性收敛到该步的隐式欧拉解；迭代次数少时布料比刚度表更软。一阶，无条件稳定。刚度表：弹簧的矩阵权重为 ω = max(k⁺, k⁻) + c/dt；目标长度 l − (k/max(k⁺, k⁻))·(l − L) 在收敛时精确满足当前伸长对应的刚度 k⁺ 或 k⁻（即 Liu 等对较硬一侧的原长投影）；阻尼 c 在矩阵中对整个相对运动隐式作用，再用滞后修正去掉其横向部分，因此收敛时只沿弹簧方向作用。重力和风为外力；空气阻力为隐式。诊断：迭代次数及每次迭代后的位置变化 ‖xₖ₊₁ − xₖ‖（m）。它拒绝含固体的场景：角度弹簧和姿态不在其局部/全局分解之内。</translation>
    </message>
    <message>
        <source>x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + h·c_air
Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²
x⁽⁰⁾ = x̂ (prediction) or xₙ (previous, R5)
x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)
ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)
vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x</source>
        <translation>x̂ = xₙ + h·v*,  v* = M̃⁻¹(M·vₙ + h·(M·g + c_air·w)),  M̃ = M + h·c_air
Φ(x) = ½/h²·‖x − x̂‖²_M̃ + E(x) + Σ c/(2h)·(n·(Δx_b − Δx_a))²
x⁽⁰⁾ = x̂（预测）或 xₙ（上一步，R5）
x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)
ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)
vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x</translation>
    </message>
    <message>
        <source>Iteration start</source>
        <translation>迭代起点</translation>
    </message>
    <message>
        <source>0: the prediction x̂ = xₙ + h·v* (ClothLab); 1: the previous positions xₙ (R5).</source>
        <translation>0：预测 x̂ = xₙ + h·v*（ClothLab）；1：上一步的位置 xₙ（R5）。</translation>
    </message>
    <message>
        <source>Preconditioner</source>
        <translation>预条件子</translation>
    </message>
    <message>
        <source>0: degree, m̃/h² + Σ incident k (ClothLab); 1: article, m̃/h² + 4·k (R5).</source>
        <translation>0：按度数，m̃/h² + Σ 相连弹簧的 k（ClothLab）；1：按原文，m̃/h² + 4·k（R5）。</translation>
    </message>
    <message>
        <source>v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*
N sweeps, each spring: Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ
σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l
R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2
vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*</source>
        <translation>v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*
N 轮松弛，每根弹簧：Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ
σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l
R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2
vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*</translation>
    </message>
    <message>
        <source>φ of structural springs longer than rest (R1&apos;s structural &quot;Shrink&quot;).</source>
        <translation>长于原长的结构弹簧的 φ（R1 的结构弹簧“Shrink”）。</translation>
    </message>
    <message>
        <source>φ of structural springs shorter than rest (R1&apos;s structural &quot;Stretch&quot;).</source>
        <translation>短于原长的结构弹簧的 φ（R1 的结构弹簧“Stretch”）。</translation>
    </message>
    <message>
        <source>φ of shear springs longer than rest (R1&apos;s shear &quot;Shrink&quot;).</source>
        <translation>长于原长的剪切弹簧的 φ（R1 的剪切弹簧“Shrink”）。</translation>
    </message>
    <message>
        <source>φ of shear springs shorter than rest (R1&apos;s shear &quot;Stretch&quot;).</source>
        <translation>短于原长的剪切弹簧的 φ（R1 的剪切弹簧“Stretch”）。</translation>
    </message>
    <message>
        <source>φ of bending springs longer than rest (R1&apos;s bending &quot;Shrink&quot;).</source>
        <translation>长于原长的弯曲弹簧的 φ（R1 的弯曲弹簧“Shrink”）。</translation>
    </message>
    <message>
        <source>φ of bending springs shorter than rest (R1&apos;s bending &quot;Stretch&quot;).</source>
        <translation>短于原长的弯曲弹簧的 φ（R1 的弯曲弹簧“Stretch”）。</translation>
    </message>
    <message>
        <source>Relaxation split</source>
        <translation>松弛量分配</translation>
    </message>
    <message>
        <source>0: σ per spring from ½·k·h²·W, each end moved by its share (ClothLab); 1: one move (l − L)·k·h²/2m̄ divided between the ends (R1).</source>
        <translation>0：每根弹簧由 ½·k·h²·W 求 σ，各端按其份额移动（ClothLab）；1：一个移动量 (l − L)·k·h²/2m̄ 由两端分摊（R1）。</translation>
    </message>
    <message>
        <source>Clamp</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>1: σ ≤ φ, engaged when ½·k·h²·W ≥ 1 (ClothLab); 0: no clamp (R1, diverges there).</source>
        <translation>1：σ ≤ φ，当 ½·k·h²·W ≥ 1 时生效（ClothLab）；0：不截断（R1，在该处发散）。</translation>
    </message>
    <message>
        <source>Sweep order</source>
        <translation>松弛顺序</translation>
    </message>
    <message>
        <source>0: colour order (ClothLab, faster); 1: the scene&apos;s spring list (R1).</source>
        <translation>0：着色顺序（ClothLab，更快）；1：场景弹簧列表的顺序（R1）。</translation>
    </message>
    <message>
        <source>Gravity step</source>
        <translation>重力步</translation>
    </message>
    <message>
        <source>0: Verlet, x* gets h²·g (ClothLab); 1: R1, x* gets r·g·h²/2 with r the velocity retention.</source>
        <translation>0：Verlet，x* 加上 h²·g（ClothLab）；1：R1，x* 加上 r·g·h²/2，r 为速度保持系数。</translation>
    </message>
    <message>
        <source>Gravity divided by mass</source>
        <translation>重力除以质量</translation>
    </message>
    <message>
        <source>1: R1&apos;s defect, the gravity step divided by the point mass in kg; 0: not (ClothLab).</source>
        <translation>1：R1 的缺陷，重力项除以质点质量（kg）；0：不除（ClothLab）。</translation>
    </message>
    <message>
        <source>Heun (explicit trapezoidal)</source>
        <translation>Heun 法（显式梯形法则）</translation>
    </message>
    <message>
        <source>Heun&apos;s method, the explicit trapezoidal rule: an explicit Euler predictor, then the average of the derivatives at the start and at the predicted end. Second order, not symplectic: like rk2, its energy slowly grows without damping, and it has the same stability region (|1 + z + z²/2| ≤ 1), so for an undamped spring it is unstable for any dt and only damping keeps it bounded. Two force evaluations per step. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the same two stages (q renormalised at the end).</source>
        <translation>Heun 法，即显式梯形法则：先用显式欧拉法预测，再取步起点与预测终点处导数的平均。二阶，非辛：与 rk2 一样，无阻尼时能量缓慢增长，且稳定域相同（|1 + z + z²/2| ≤ 1），因此对无阻尼的弹簧在任何 dt 下都不稳定，只有阻尼能使其有界。每步两次力求值。按原样使用刚度表（k⁺、k⁻、c）。固体：姿态与角速度经过同样的两个阶段（q 在最后重新归一化）。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)
yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)
yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</translation>
    </message>
    <message>
        <source>Runge–Kutta 3 (Kutta)</source>
        <translation>龙格-库塔法（三阶，Kutta）</translation>
    </message>
    <message>
        <source>Kutta&apos;s third-order method (1901): three force evaluations per step, weights 1/6, 4/6, 1/6 as in Simpson&apos;s rule. Third order, not symplectic. Its stability region |1 + z + z²/2 + z³/6| ≤ 1 contains a piece of the imaginary axis, |ω·dt| ≤ √3, so unlike the second-order Runge–Kutta methods it keeps an undamped spring bounded for small dt, with slow numerical damping. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the three stages (q renormalised at the end).</source>
        <translation>Kutta 的三阶方法（1901）：每步三次力求值，权重 1/6、4/6、1/6，与辛普森法则相同。三阶，非辛。其稳定域 |1 + z + z²/2 + z³/6| ≤ 1 包含虚轴的一段 |ω·dt| ≤ √3，因此与二阶龙格-库塔法不同，在小 dt 下能使无阻尼的弹簧保持有界，数值阻尼缓慢。按原样使用刚度表（k⁺、k⁻、c）。固体：姿态与角速度经过三个阶段（q 在最后重新归一化）。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ − dt·k₁ + 2dt·k₂, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 4k₂ + k₃),  y = (x, v[, q, Ω])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + ½dt·k₁, tₙ + ½dt)
k₃ = F(yₙ − dt·k₁ + 2dt·k₂, tₙ + dt)
yₙ₊₁ = yₙ + dt/6·(k₁ + 4k₂ + k₃),  y = (x, v[, q, Ω])</translation>
    </message>
    <message>
        <source>Yoshida 4 (symplectic)</source>
        <translation>Yoshida 法（四阶，辛）</translation>
    </message>
    <message>
        <source>Yoshida&apos;s (1990) fourth-order symplectic method, also found by Forest and Ruth: three velocity-Verlet substeps of w₁·dt, w₀·dt, w₁·dt with w₁ = 1/(2 − ∛2) ≈ 1.3512 and w₀ = 1 − 2w₁ ≈ −1.7024, so the middle substep runs backwards in time. The composition cancels Verlet&apos;s third-order error: fourth order and symplectic without damping, energy bounded over long runs. Three force evaluations per step (five with damping or drag, whose substeps restart from the forces at their own start state). Stable for an undamped spring while dt &lt; 1.57/ω, a smaller limit than Verlet&apos;s 2/ω per step. With damping, drag or wind the velocity-dependent forces in the second half-kicks use the half-step velocity, as in verlet, and the order drops to two. Uses the stiffness table as is (k⁺, k⁻, c). Solids: each substep kicks Ω and turns q exactly as verlet does.</source>
        <translation>Yoshida（1990）的四阶辛方法，Forest 与 Ruth 也独立得到：三个速度 Verlet 子步（子步数为 3），步长为 w₁·dt、w₀·dt、w₁·dt，其中 w₁ = 1/(2 − ∛2) ≈ 1.3512，w₀ = 1 − 2w₁ ≈ −1.7024，因此中间的子步在时间上倒退。该组合消去了 Verlet 的三阶误差：无阻尼时为四阶且辛，长时间运行中能量有界。每步三次力求值（有阻尼或拖曳时为五次，其子步从各自起始状态的力重新开始）。对无阻尼的弹簧在 dt &lt; 1.57/ω 时稳定，比 Verlet 每步的 2/ω 更小。有阻尼、拖曳或风时，后半个半步冲量中依赖速度的力与 verlet 一样使用半步速度，阶数降为二。按原样使用刚度表（k⁺、k⁻、c）。固体：每个子步都像 verlet 一样冲量更新 Ω 并精确旋转 q。</translation>
    </message>
    <message>
        <source>w₁ = 1/(2 − ∛2),  w₀ = 1 − 2w₁
Φ(h): vₙ₊½ = vₙ + ½h·M⁻¹·f(xₙ, vₙ),  xₙ₊₁ = xₙ + h·vₙ₊½,  vₙ₊₁ = vₙ₊½ + ½h·M⁻¹·f(xₙ₊₁, vₙ₊½)
yₙ₊₁ = Φ(w₁·dt)∘Φ(w₀·dt)∘Φ(w₁·dt)(yₙ)</source>
        <translation>w₁ = 1/(2 − ∛2),  w₀ = 1 − 2w₁
Φ(h): vₙ₊½ = vₙ + ½h·M⁻¹·f(xₙ, vₙ),  xₙ₊₁ = xₙ + h·vₙ₊½,  vₙ₊₁ = vₙ₊½ + ½h·M⁻¹·f(xₙ₊₁, vₙ₊½)
yₙ₊₁ = Φ(w₁·dt)∘Φ(w₀·dt)∘Φ(w₁·dt)(yₙ)</translation>
    </message>
    <message>
        <source>Implicit midpoint</source>
        <translation>隐式中点法</translation>
    </message>
    <message>
        <source>The implicit midpoint rule: the step is taken with the forces at the midpoint of the start and the end of the step, which is itself unknown. Second order, symplectic and A-stable: for any dt a linear undamped spring keeps its energy exactly (to the solver tolerance) and is never damped numerically; the price is a period error that grows with ω·dt. Solved like implicit-euler, as a backward Euler half step by Newton&apos;s method with Jacobi-preconditioned conjugate gradients, then extrapolated to the end of the step. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension, clamps the transverse term of compressed springs and leaves out the position derivative of spring damping. Diagnostics: Newton and CG iterations and the Newton residual after each iteration. Solids are not supported.</source>
        <translation>隐式中点法则：步以步起点与终点中点处的力推进，而终点本身未知。二阶、辛且 A 稳定：任何 dt 下线性无阻尼的弹簧都精确保持能量（到求解器容差为止），不会被数值阻尼；代价是随 ω·dt 增长的周期误差。与 implicit-euler 一样求解：以 Jacobi 预条件共轭梯度法的牛顿法求后向欧拉半步，再外推到步末。刚度表：残差精确使用 k⁺、k⁻ 和 c；矩阵按每根弹簧伸长的符号取 k⁺ 或 k⁻，截断受压弹簧的横向项，并略去弹簧阻尼的位置导数。诊断：牛顿迭代次数与 CG 迭代次数，以及每次迭代后的牛顿残差。不支持固体。</translation>
    </message>
    <message>
        <source>u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u
M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)
Newton on the half step: (M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)</source>
        <translation>u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u
M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)
半步上的牛顿法：(M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact implicit midpoint solution.</source>
        <translation>每步的牛顿迭代次数；次数更多时收敛到精确的隐式中点法解。</translation>
    </message>
    <message>
        <source>Newmark-β</source>
        <translation>Newmark-β 法</translation>
    </message>
    <message>
        <source>Newmark&apos;s method (1959) on the second-order system M·a = f(x, v): the new position and velocity are Taylor expansions whose last term mixes the old and the new acceleration with weights β and γ, and the new acceleration satisfies the equation of motion at the new state. The acceleration is carried from step to step. γ = ½, β = ¼ (the default) is the average-acceleration (trapezoidal) rule: second order, unconditionally stable, no numerical damping, a linear undamped spring keeps its energy. β = 0, γ = ½ is the explicit central difference, stable while dt &lt; 2/ω. γ &gt; ½ adds numerical damping and makes the method first order. Solved by Newton&apos;s method with Jacobi-preconditioned conjugate gradients like implicit-euler (with β = 0 only the damping is implicit). Stiffness table as in implicit-euler. Solids are not supported.</source>
        <translation>Newmark 方法（1959）用于二阶系统 M·a = f(x, v)：新的位置和速度是泰勒展开，其最后一项以权重 β 和 γ 混合旧的与新的加速度，而新加速度在新状态上满足运动方程。加速度逐步传递。γ = ½、β = ¼（默认）是平均加速度（梯形）法则：二阶、无条件稳定、无数值阻尼，线性无阻尼的弹簧保持能量。β = 0、γ = ½ 是显式中心差分，在 dt &lt; 2/ω 时稳定。γ &gt; ½ 加入数值阻尼并使方法降为一阶。与 implicit-euler 一样以 Jacobi 预条件共轭梯度法的牛顿法求解（β = 0 时只有阻尼是隐式的）。刚度表同 implicit-euler。不支持固体。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ + dt²·((½ − β)·aₙ + β·aₙ₊₁)
vₙ₊₁ = vₙ + dt·((1 − γ)·aₙ + γ·aₙ₊₁)
M·aₙ₊₁ = f(xₙ₊₁, vₙ₊₁, tₙ₊₁),  a₀ = M⁻¹·f(x₀, v₀, t₀)</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ + dt²·((½ − β)·aₙ + β·aₙ₊₁)
vₙ₊₁ = vₙ + dt·((1 − γ)·aₙ + γ·aₙ₊₁)
M·aₙ₊₁ = f(xₙ₊₁, vₙ₊₁, tₙ₊₁),  a₀ = M⁻¹·f(x₀, v₀, t₀)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact solution of the implicit step.</source>
        <translation>每步的牛顿迭代次数；次数更多时收敛到隐式步的精确解。</translation>
    </message>
    <message>
        <source>Velocity weight γ</source>
        <translation>速度权重 γ</translation>
    </message>
    <message>
        <source>Weight of the new acceleration in the velocity update; ½ is second order, more damps.</source>
        <translation>速度更新中新加速度的权重；½ 为二阶，更大则产生阻尼。</translation>
    </message>
    <message>
        <source>Position weight β</source>
        <translation>位置权重 β</translation>
    </message>
    <message>
        <source>Weight of the new acceleration in the position update; ¼ is average acceleration, 0 the explicit central difference.</source>
        <translation>位置更新中新加速度的权重；¼ 为平均加速度法，0 为显式中心差分。</translation>
    </message>
    <message>
        <source>Generalized-α (Chung–Hulbert)</source>
        <translation>广义 α 法（Chung–Hulbert）</translation>
    </message>
    <message>
        <source>The generalized-α method of Chung and Hulbert (1993): Newmark&apos;s updates, with the equation of motion enforced at intermediate points, the inertia at the αm level and the forces at the αf level of the step. One parameter, ρ∞, the spectral radius for ω·dt → ∞, sets how strongly the unresolved high-frequency modes are damped (ρ∞ = 1: no damping, the average-acceleration rule; ρ∞ = 0: they are annihilated in one step), while the well-resolved low modes are damped as little as possible. Second order and unconditionally stable for linear problems. The acceleration is carried from step to step. Solved by Newton&apos;s method with Jacobi-preconditioned conjugate gradients like implicit-euler. Stiffness table as in implicit-euler. Solids are not supported.</source>
        <translation>Chung 与 Hulbert（1993）的广义 α 法：采用 Newmark 的更新式，在步内的中间点上施加运动方程，惯性取在 αm 处，力取在 αf 处。唯一的参数 ρ∞ 是 ω·dt → ∞ 时的谱半径，它决定未被解析的高频模态受多强的阻尼（ρ∞ = 1：无阻尼，即平均加速度法则；ρ∞ = 0：一步内消除），同时尽量少地阻尼充分解析的低频模态。对线性问题为二阶且无条件稳定。加速度逐步传递。与 implicit-euler 一样以 Jacobi 预条件共轭梯度法的牛顿法求解。刚度表同 implicit-euler。不支持固体。</translation>
    </message>
    <message>
        <source>αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²
Newmark updates of xₙ₊₁, vₙ₊₁ with γ, β
M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·dt)</source>
        <translation>αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²
以 γ、β 对 xₙ₊₁、vₙ₊₁ 做 Newmark 更新
M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·dt)</translation>
    </message>
    <message>
        <source>High-frequency spectral radius ρ∞</source>
        <translation>高频谱半径 ρ∞</translation>
    </message>
    <message>
        <source>Spectral radius of the step for ω·dt → ∞: 1 keeps high-frequency modes, 0 removes them in one step.</source>
        <translation>ω·dt → ∞ 时步的谱半径：1 保留高频模态，0 在一步内将其去除。</translation>
    </message>
    <message>
        <source>R5&apos;s solver: the implicit Euler step written as the minimisation of ½/h²·‖x − x̂‖²_M + E(x), solved by a fixed number of Jacobi-preconditioned gradient descent iterations with Chebyshev semi-iterative acceleration (Wang 2015) for an assumed spectral radius ρ; then v = (x − xₙ)/h. Converged, it is implicit-euler: first order, stable for any dt, strongly damped at large dt. The gradient uses k⁺ or k⁻ by the sign of each spring&apos;s extension. The random wind (scene air.random_wind) adds −u·F to every gradient evaluation with a new u each time, as R5 draws Random.value. Gravity enters x̂ = xₙ + h·vₙ + h²·g instead of R5&apos;s energy term −m·g·x: the same Φ up to a constant. Start: the iterations begin at x̂ (prediction, ClothLab) or at xₙ (previous: R5, whose line starting them at x̂ is commented out). Preconditioner: degree (ClothLab) 1/(m̃/h² + Σ incident (max(k⁺, k⁻) + c/h)), which keeps the Jacobi step contractive on any topology, or article (R5) 1/(m̃/h² + 4·k) with k the largest incident max(k⁺, k⁻) + c/h, whatever a particle&apos;s number of springs. Air drag against the wind is implicit through the effective mass m̃ = m + h·c_air; spring damping c enters as a dissipation potential with the spring direction frozen at the start of the step (linearised implicit damping). With too few iterations the step is under-converged, which looks like extra softness and damping. The residual is the RMS over free particles of |∇Φ| (N) after each iteration. Does not model orientations: refuses scenes with solids (use velocity-constraints, an explicit or an implicit integrator).</source>
        <translation>R5 的求解器：把隐式欧拉步写成 ½/h²·‖x − x̂‖²_M + E(x) 的最小化问题，用固定次数的 Jacobi 预条件梯度下降迭代求解，并对假定的谱半径 ρ 施加切比雪夫半迭代加速（Wang 2015）；然后 v = (x − xₙ)/h。收敛时即为隐式欧拉法：一阶，任何 dt 下稳定，大 dt 时阻尼很强。梯度按每根弹簧伸长的符号使用 k⁺ 或 k⁻。随机风（场景的 air.random_wind）在每次梯度求值时加上 −u·F，每次取新的 u，正如 R5 抽取 Random.value。重力进入 x̂ = xₙ + h·vₙ + h²·g，而不是 R5 的能量项 −m·g·x：两者的 Φ 只差一个常数。起点：迭代从 x̂ 开始（预测，ClothLab）或从 xₙ 开始（上一步：R5，其从 x̂ 开始的那一行被注释掉了）。预条件子：按度数的 1/(m̃/h² + Σ (max(k⁺, k⁻) + c/h))（Σ 遍及相连弹簧，ClothLab）使 Jacobi 步在任何连接模式下都是压缩映射；按原文的 1/(m̃/h² + 4·k)（R5）中 k 取相连弹簧 max(k⁺, k⁻) + c/h 的最大值，与质点的弹簧数无关。相对于风的空气阻力通过有效质量 m̃ = m + h·c_air 隐式处理；弹簧阻尼 c 作为耗散势进入，弹簧方向固定为时间步起点的方向（线性化隐式阻尼）。迭代次数太少时该步未充分收敛，看起来像额外的柔软和阻尼。残差为每次迭代后自由质点上 |∇Φ| 的均方根（N）。不处理姿态：拒绝含有固体的场景（请使用速度层面的弹簧约束、显式或隐式积分器）。</translation>
    </message>
    <message>
        <source>R1&apos;s cloth solver: a Verlet prediction x* = xₙ + h·v* with v* = vₙ + h·a_ext (gravity; air drag against the wind, taken implicitly), then N Jakobsen relaxation sweeps: each sweep visits the springs one after another (Gauss–Seidel) and moves the ends along the spring. Per spring, with e = l − L, W = w_a + w_b (w = 1/m, 0 for a pinned end), k = k⁺ or k⁻ by the sign of e and φ the per-kind stretch factor (e &gt; 0) or shrink factor (e ≤ 0; defaults 1, 0.5, 0.2 for structural, shear, bending): σ = φ·min(1, ½·k·h²·W), end a moves by σ·(w_a/W)·e and end b by σ·(w_b/W)·e towards each other. With equal masses m and both ends free that is (l − L)·k·h²/2m per end, twice R1&apos;s move; with one end pinned the free end moves (l − L)·k·h²/2m, as in R1. R1 (relaxation split = 1) computes one move (l − L)·k·h²/2m̄ per spring (m̄ the mean mass of the free ends) and divides it between the ends by inverse mass. The clamp min(1, …) engages when ½·k·h²·W ≥ 1 (both ends free, equal masses: k ≥ m/h²); springs stiffer than that all behave alike (σ = φ) and a sweep never overshoots; R1 has no clamp (clamp = 0) and diverges there. R1&apos;s names are swapped: its &quot;Shrink&quot; factor is the one ClothLab calls stretch (applied to stretched springs). Sweep order: colour (ClothLab; consecutive springs share no particle, same result up to the order) or list (R1: the scene&apos;s spring list). Gravity step: Verlet h²·g or R1&apos;s r·g·h²/2 (r the velocity retention, which R1 applies to the acceleration too), optionally divided by the point mass (R1&apos;s defect). Velocities come from positions, v = (x − xₙ)/h. Spring damping c acts implicitly on the predicted velocities (u&apos; = u/(1 + h·c·W) along each spring). Stable for any dt, but not a consistent discretisation of the spring equations (order 0): the effective stiffness depends on dt and on the number of sweeps N, not only on k — a soft spring acts like one of stiffness ≈ N·φ·k/2, more sweeps give a stiffer cloth — the limitation xpbd removes. A spring with both ends pinned is skipped; with early exit = 1 (R1&apos;s defect) each sweep ends at the first such spring in sweep order and the springs after it are not relaxed. Does not model orientations: refuses scenes with solids (use velocity-constraints).</source>
        <translation>R1 的布料求解器：先用外力（重力；相对于风的空气阻力隐式处理）得到 v* = vₙ + h·a_ext，做 Verlet 预测 x* = xₙ + h·v*，然后进行 N 轮 Jakobsen 松弛：每轮逐根遍历弹簧（Gauss–Seidel），沿弹簧移动两端。对每根弹簧，记 e = l − L，W = w_a + w_b（w = 1/m，固定端为 0），k 按 e 的符号取 k⁺ 或 k⁻，φ 为各类弹簧的拉伸系数（e &gt; 0）或收缩系数（e ≤ 0；结构、剪切、弯曲的默认值为 1、0.5、0.2）：σ = φ·min(1, ½·k·h²·W)，端点 a 移动 σ·(w_a/W)·e，端点 b 移动 σ·(w_b/W)·e，彼此靠近。质量相等且两端都自由时，每端移动 (l − L)·k·h²/2m，是 R1 移动量的两倍；一端固定时自由端移动 (l − L)·k·h²/2m，与 R1 相同。R1（松弛量分配 = 1）对每根弹簧计算一个移动量 (l − L)·k·h²/2m̄（m̄ 为自由端质量的平均），按逆质量比例分给两端。截断 min(1, …) 在 ½·k·h²·W ≥ 1 时生效（两端自由、质量相等时即 k ≥ m/h²）；比这更硬的弹簧表现都相同（σ = φ），一轮松弛不会过冲；R1 没有截断（截断 = 0），在该处发散。R1 的命名是反的：它的“Shrink”系数就是 ClothLab 所说的拉伸系数（作用于被拉长的弹簧）。松弛顺序：着色顺序（ClothLab；相邻弹簧不共享质点，结果只差顺序）或列表顺序（R1：场景的弹簧列表）。重力步：Verlet 的 h²·g，或 R1 的 r·g·h²/2（r 为速度保持系数，R1 也把它乘在加速度上），还可以再除以质点质量（R1 的缺陷）。速度由位置求得，v = (x − xₙ)/h。弹簧阻尼 c 隐式作用于预测速度（沿每根弹簧 u&apos; = u/(1 + h·c·W)）。任何 dt 下稳定，但不是弹簧方程的相容离散（零阶）：有效刚度不仅取决于 k，还取决于 dt 和松弛轮数 N——软弹簧的表现类似刚度 ≈ N·φ·k/2 的弹簧，轮数越多布料越硬——这正是 XPBD 消除的局限。两端都固定的弹簧会被跳过；提前退出 = 1（R1 的缺陷）时，每一轮在松弛顺序中遇到第一根这样的弹簧即结束，其后的弹簧不被松弛。不处理姿态：拒绝含有固体的场景（请使用速度层面的弹簧约束）。</translation>
    </message>
    <message>
        <source>Early exit</source>
        <translation>提前退出</translation>
    </message>
    <message>
        <source>0: a spring with both ends pinned is skipped (ClothLab); 1: R1&apos;s defect, each sweep ends at the first such spring in sweep order.</source>
        <translation>0：跳过两端都固定的弹簧（ClothLab）；1：R1 的缺陷，每一轮在松弛顺序中遇到第一根这样的弹簧时结束。</translation>
    </message>
    <message>
        <source>R2&apos;s solver: springs become velocity-level constraints solved iteratively. After the external forces (gravity; air drag against the wind, implicitly) and the spring damping (implicit, along each spring) have given trial velocities v*, each iteration visits the springs in a fixed order and removes the fraction r of the error l − L that the trial velocities would leave at t + h (l measured at x + h·v*), by an impulse along the spring split by inverse masses; after the iterations the trial velocities become the new ones and x += h·v. The stiffness table maps to r = relaxation·κ/(1 + κ), κ = k·h²·W, W = 1/m_a + 1/m_b (k = k⁺ or k⁻ by the sign of the predicted error): a stiff spring is corrected by the relaxation coefficient, a soft one by less, a kind with k = 0 not at all; R2 (coefficient = 1) removes the fraction relaxation of every error whatever k, and a kind with k = 0 still not at all. Order per iteration: the springs (colour order, or with sweep order = 1 the scene&apos;s spring list, as R2), then the angle springs in list order, then the contacts. Stiffness grows with the iteration count N (1: floppy, 3–5: good, 20: almost rigid): a soft spring acts like one of stiffness ≈ N·relaxation·k, so the method is not a consistent discretisation of the spring equations (order 0). As R2 notes, the constraint iterations dissipate energy that cannot be tuned separately; c only adds damping on top. Stable for any dt. Solids (R2): each angle spring is two attachment constraints, the point x_a + R_a·r_ab that turns with particle a must meet x_b at t + h; its error is removed by the same fraction r (κ from the angle stiffness) with an impulse that changes both velocities and a&apos;s angular velocity (3×3 effective mass with the particle&apos;s inertia). Particles of different bodies closer than one diameter are pushed apart inside the same iterations (contacts found once per step on a uniform grid at the predicted positions); no other integrator solves particle contacts. Orientations are turned by h·Ω at the end.</source>
        <translation>R2 的求解器：把弹簧变为速度层面的约束并迭代求解。外力（重力；相对于风的空气阻力隐式处理）和弹簧阻尼（隐式，沿每根弹簧）给出试探速度 v* 后，每次迭代按固定顺序遍历弹簧，用按逆质量比例分配、沿弹簧方向的冲量，消除试探速度在 t + h 时会留下的误差 l − L（l 在 x + h·v* 处测量）的比例 r；迭代结束后试探速度成为新速度，并令 x += h·v。刚度表映射为 r = relaxation·κ/(1 + κ)，κ = k·h²·W，W = 1/m_a + 1/m_b（k 按预测误差的符号取 k⁺ 或 k⁻）：硬弹簧按松弛系数修正，软弹簧修正得更少，k = 0 的类别完全不修正；R2（系数 = 1）不论 k 为何都按松弛系数的比例消除每个误差，k = 0 的类别仍完全不修正。每次迭代的顺序：先是弹簧（着色顺序，或在松弛顺序 = 1 时与 R2 一样按场景的弹簧列表），然后按列表顺序处理角度弹簧，最后是接触。刚度随迭代次数 N 增大（1：松软，3–5：良好，20：几乎刚性）：软弹簧的表现类似刚度 ≈ N·relaxation·k 的弹簧，因此该方法不是弹簧方程的相容离散（零阶）。正如 R2 所说，约束迭代会耗散无法单独调节的能量；c 只是在此之上再加阻尼。任何 dt 下稳定。固体（R2）：每根角度弹簧是两个附着约束，随质点 a 转动的点 x_a + R_a·r_ab 必须在 t + h 时与 x_b 重合；其误差按同样的比例 r（κ 由角度刚度求得）通过冲量消除，该冲量同时改变两个质点的速度和 a 的角速度（含质点转动惯量的 3×3 有效质量）。属于不同物体且距离小于一个直径的质点在同一迭代中被推开（每步在预测位置上用均匀网格检测一次接触）；其他积分器都不求解质点之间的接触。最后将姿态旋转 h·Ω。</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>0: r = relaxation·κ/(1 + κ), κ = k·h²·W (ClothLab); 1: r = relaxation for every spring with k &gt; 0 (R2).</source>
        <translation>0：r = relaxation·κ/(1 + κ)，κ = k·h²·W（ClothLab）；1：对每根 k &gt; 0 的弹簧取 r = relaxation（即松弛系数本身，R2）。</translation>
    </message>
    <message>
        <source>0: colour order (ClothLab, faster); 1: the scene&apos;s spring list (R2).</source>
        <translation>0：着色顺序（ClothLab，更快）；1：场景弹簧列表的顺序（R2）。</translation>
    </message>
    <message>
        <source>Dormand–Prince 8(5,3)</source>
        <translation>Dormand–Prince 法 8(5,3)</translation>
    </message>
    <message>
        <source>Adaptive eighth-order Runge–Kutta of Dormand and Prince (DOP853, Hairer, Nørsett and Wanner): twelve stages per internal step, with embedded fifth- and third-order solutions whose difference from the eighth-order one estimates the error. Each frame step dt is covered by as many internal steps as the tolerance needs (mixed absolute/relative, per component of x and v). At tight tolerances it takes far larger steps than rk45 for the same accuracy, so it is the default reference solution for error measurements. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state, of its stages and of its error estimate (q renormalised after each internal step).</source>
        <translation>Dormand 与 Prince 的八阶自适应步长龙格-库塔法（DOP853，Hairer、Nørsett 与 Wanner）：每个内部步计算十二级，内嵌五阶和三阶解，以它们与八阶解之差估计误差。每个帧步长 dt 由容差所需数量的内部步覆盖（对 x 和 v 的每个分量采用绝对/相对混合容差）。在严格的容差下，达到同样精度时它的步长比 rk45 大得多，因此是误差测量的默认参考解。直接使用刚度表（k⁺、k⁻、c）。固体：姿态和角速度是状态的一部分，参与各级计算和误差估计（每个内部步后将 q 重新归一化）。</translation>
    </message>
    <message>
        <source>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 8)
err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ
err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)
h ← h·min(6, max(1/3, 0.9·err^(−1/8)))</source>
        <translation>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ（八阶）
err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ
err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)
h ← h·min(6, max(1/3, 0.9·err^(−1/8)))</translation>
    </message>
    <message>
        <source>Adaptive Runge–Kutta of Dormand and Prince (1980): a fifth-order step with an embedded fourth-order estimate of its error. Each frame step dt is covered by as many internal steps as the tolerance needs (mixed absolute/relative, per component of x and v), so the result is accurate to about the tolerance whatever dt is. At tight tolerances dop853 is cheaper, and it is the default reference. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state, of its stages and of its error estimate (q renormalised after each internal step).</source>
        <translation>Dormand 与 Prince（1980）的自适应步长龙格-库塔法：五阶的一步，内嵌四阶误差估计。每个帧步长 dt 由容差所需数量的内部步覆盖（对 x 和 v 的每个分量采用绝对/相对混合容差），因此无论 dt 多大，结果的精度都约等于容差。在严格的容差下 dop853 更省计算，默认参考解是 dop853。直接使用刚度表（k⁺、k⁻、c）。固体：姿态和角速度是状态的一部分，参与各级计算和误差估计（每个内部步后将 q 重新归一化）。</translation>
    </message>
    <message>
        <source>Second-order backward differentiation: the new state is fitted with the two previous ones, xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁ and the same for v with the forces at the new state. The first step (and the first after a reset or a change of dt) is backward Euler. A particle that an obstacle or cloth contact moved after the last step starts from a history rebuilt at its new state (constant velocity), so that a stop on contact does not turn into a bounce. Solved like implicit-euler, by Newton&apos;s method with Jacobi-preconditioned conjugate gradients on the block-sparse system, with 2/3·dt in place of dt. Second order and A-stable, with much less numerical damping than backward Euler. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension at the current iterate, clamps the transverse term (1 − L/l) of compressed springs at 0 and leaves out the position derivative of spring damping. Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton residual ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖ (N·s) after each iteration. Solids: as in implicit-euler, the angle springs enter the Newton system with the orientations held, and the orientations follow in a split linearly implicit Euler stage, so a scene with solids is first order only.</source>
        <translation>二阶后向差分法：用之前两个状态拟合新状态，xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁，v 也同样处理，使用新状态下的力。第一步（以及重置或 dt 改变后的第一步）为后向欧拉法。在上一步之后被障碍物或布料接触移动过的质点，从在其新状态处重建的历史（恒定速度）开始，因此接触时的停止不会变成反弹。与隐式欧拉法一样，对块稀疏系统用牛顿法和 Jacobi 预条件共轭梯度法求解，以 2/3·dt 代替 dt。二阶且 A 稳定，数值阻尼远小于后向欧拉法。刚度表：残差精确使用 k⁺、k⁻ 和 c；矩阵按当前迭代中每根弹簧伸长的符号取 k⁺ 或 k⁻，将受压弹簧的横向项 (1 − L/l) 截断为 0，并略去弹簧阻尼的位置导数。诊断：牛顿迭代次数、整步 CG 迭代次数之和，以及每次迭代后的牛顿残差 ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖（N·s）。固体：与隐式欧拉法一样，角度弹簧在姿态固定的情况下进入牛顿系统，姿态随后在分离的线性隐式欧拉阶段中更新，因此含固体的场景只有一阶精度。</translation>
    </message>
</context>
<context>
    <name>PresetText</name>
    <message>
        <source>Hanging cloth</source>
        <translation>悬挂的布料</translation>
    </message>
    <message>
        <source>A 24 × 24 cloth held at its two top corners falls onto a sphere.</source>
        <translation>两个上角固定的 24 × 24 布料落到球体上。</translation>
    </message>
    <message>
        <source>Verlet relaxation cloth (R1)</source>
        <translation>Verlet 松弛布料（R1）</translation>
    </message>
    <message>
        <source>Coursework cloth (R3)</source>
        <translation>课程作业布料（R3）</translation>
    </message>
    <message>
        <source>Windy cloth (R4)</source>
        <translation>风中的布料（R4）</translation>
    </message>
    <message>
        <source>Implicit drape (R5)</source>
        <translation>隐式垂坠（R5）</translation>
    </message>
    <message>
        <source>Spring oscillator</source>
        <translation>弹簧振子</translation>
    </message>
    <message>
        <source>One undamped spring with an exact solution x(t) = L + A·cos(ωt), ω = 10 rad/s: the lab scene for orders and stability limits.</source>
        <translation>一根无阻尼弹簧，精确解为 x(t) = L + A·cos(ωt)，ω = 10 rad/s：用于研究收敛阶和稳定极限的实验场景。</translation>
    </message>
    <message>
        <source>Hanging chain</source>
        <translation>悬挂的链条</translation>
    </message>
    <message>
        <source>A chain of 20 point masses pinned at one end, released horizontally: a swinging pendulum with stiff links.</source>
        <translation>一端固定、由 20 个质点组成的链条，水平释放：由硬连杆构成的摆。</translation>
    </message>
    <message>
        <source>Cloth on a sphere</source>
        <translation>球体上的布料</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>旗帜</translation>
    </message>
    <message>
        <source>A 20 × 30 flag pinned along its left edge in a steady breeze with seeded gusts.</source>
        <translation>左边固定的 20 × 30 旗帜，处于稳定的微风和带种子的随机阵风中。</translation>
    </message>
    <message>
        <source>Elastic ring (R2)</source>
        <translation>弹性圆环（R2）</translation>
    </message>
    <message>
        <source>Jelly cube</source>
        <translation>果冻立方体</translation>
    </message>
    <message>
        <source>A soft cube of oriented particles dropped corner-first onto the ground: it squashes and wobbles back into shape because the angle springs hold the lattice&apos;s shape. Compare velocity-constraints with the force-based integrators on the same solid.</source>
        <translation>由带姿态的质点组成的柔软立方体，以一角朝下落到地面上：角度弹簧保持点阵的形状，因此它被压扁后会晃动着恢复原形。在同一个固体上对比速度层面的弹簧约束与基于力的积分器。</translation>
    </message>
    <message>
        <source>Two square cloths with damped springs fall onto a box that catches what it touches (R3: RK4, stick on hit); cloth contact keeps them out of themselves and each other.
How it differs from r3-original (R3 as published), one line each:
• the box stops what ends a step inside it (R3 ray-casts along the motion, which also catches particles that pass through in one step);
• bending springs along u on every row (R3: on the first row only, a defect);
• cloth self-contact and cloth–cloth contact (R3 has none).</source>
        <translation>两块带阻尼弹簧的方形布料落到一个会粘住接触物的箱体上（R3：RK4，碰撞即粘住）。布料接触使两块布料既不穿过自身也不互相穿过。
与 r3-original（原文的 R3）的区别，每行一条：
• 箱体在步末停住位于其内部的质点（R3 沿运动方向做射线检测，也能抓住一步之内穿过的质点）；
• 沿 u 方向的弯曲弹簧每一行都有（R3：只有第一行，属缺陷）；
• 布料自接触与布料之间的接触（R3 没有）。</translation>
    </message>
    <message>
        <source>A 16 × 16 cloth hanging from its top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit Euler, air damping).
How it differs from r4-original (R4 as published): spring damping 0.05 and 0.03 N·s/m, which R4 does not have; without it explicit Euler blows up at about t = 6.6 s.</source>
        <translation>从两个上角悬挂的 16 × 16 布料，受沿 +z 方向的风，风按 (0.5·sin(t/70)·sin(t/25) + 1)·W 调制，t 以帧计（R4：显式欧拉法，空气阻尼）。
与 r4-original（原文的 R4）的区别：R4 没有的弹簧阻尼 0.05 和 0.03 N·s/m；没有它，显式欧拉法在 t = 6.6 s 左右发散。</translation>
    </message>
    <message>
        <source>A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 kg per point) held at two corners over a sphere, in gusty wind; implicit Euler by 32 Chebyshev-accelerated Jacobi iterations at dt = 1/30 s, velocity retention 0.99 (R5).
How it differs from r5-original (R5 as published), one line each:
• iterations start at the prediction x̂ (R5: at xₙ);
• preconditioner 1/(m/h² + Σ incident k) (R5: 1/(m/h² + 4k));
• retention before the sphere&apos;s velocity correction (R5: after);
• air drag 0.2 N·s/m and seeded gusts (R5: no drag; a random wind redrawn at every gradient evaluation);
• gravity 9.81 m/s² and sphere radius 2.0 m (R5: 9.8 and 2.7).</source>
        <translation>21 × 21 个点、10 m × 10 m 的布料（三角形边，k = 8000 N/m，每点 1 kg），在球体上方固定两个角，处于阵风中；隐式欧拉法，dt = 1/30 s 时做 32 次切比雪夫加速 Jacobi 迭代，速度保持系数 0.99（R5）。
与 r5-original（原文的 R5）的区别，每行一条：
• 迭代从预测 x̂ 开始（R5：从 xₙ 开始）；
• 预条件子 1/(m/h² + Σ k)（Σ 遍及相连弹簧；R5：1/(m/h² + 4k)）；
• 速度保持在球体的速度修正之前（R5：之后）；
• 空气阻力 0.2 N·s/m 和带种子的阵风（R5：无空气阻力；每次梯度求值都重新抽取的随机风）；
• 重力 9.81 m/s²，球体半径 2.0 m（R5：9.8 和 2.7）。</translation>
    </message>
    <message>
        <source>R2&apos;s particle-based elastic solid: a torus of oriented particles on a lattice, joined by position springs and angle springs, dropped tilted onto the ground. Velocity-level constraints at a 1/60 s step with 5 iterations; try 1, 3 and 20 iterations to see R2&apos;s floppy-to-rigid range.
Added beyond R2: spring damping 0.2 and 0.1 N·s/m, air drag 0.001 N·s/m and the ground plane; the relaxation coefficient is scaled by κ/(1 + κ), κ = k·h²·W (0.98–0.99 for these springs), so that soft kinds are corrected less.</source>
        <translation>R2 的基于质点的弹性固体：由点阵上带姿态的质点组成的圆环，用位置弹簧和角度弹簧连接，倾斜着落到地面上。速度层面的弹簧约束，时间步长 1/60 s，迭代 5 次；试试 1、3 和 20 次迭代，看看 R2 从松软到几乎刚性的范围。
R2 之外的添加：弹簧阻尼 0.2 和 0.1 N·s/m、空气阻力 0.001 N·s/m 和地面；松弛系数乘以 κ/(1 + κ)，κ = k·h²·W（这些弹簧为 0.98–0.99），使较软的种类修正得更少。</translation>
    </message>
    <message>
        <source>R1 as published (Verlet relaxation)</source>
        <translation>原文的 R1（Verlet 松弛）</translation>
    </message>
    <message>
        <source>R3 as published (coursework cloth)</source>
        <translation>原文的 R3（课程作业布料）</translation>
    </message>
    <message>
        <source>R4 as published (windy cloth)</source>
        <translation>原文的 R4（风中布料）</translation>
    </message>
    <message>
        <source>R5 as published (implicit cloth)</source>
        <translation>原文的 R5（隐式布料）</translation>
    </message>
    <message>
        <source>R3&apos;s program as written: two square cloths with damped springs, −(Ks·(l − L) + Kd·(v_rel·d)/l)·d/l, fall onto a box by RK4 at dt = 10⁻³ s; the box stops a particle where a ray cast along its motion in the step first hits it (stick-ray), so fast particles cannot pass through; bending springs along u exist on the first row only (R3&apos;s builder). Air drag 0.001 N·s/m and the ground plane are ClothLab&apos;s additions. Runs: R3&apos;s three integrators, RK4, RK2 and explicit Euler, and RK4 with bending springs on every line (the quirk switched off by the run&apos;s overrides).</source>
        <translation>按原文编写的 R3 程序：两块带阻尼弹簧 −(Ks·(l − L) + Kd·(v_rel·d)/l)·d/l 的方形布料，用 RK4 以 dt = 10⁻³ s 落到箱体上；箱体在沿一步内运动方向的射线首次击中处停住质点（stick-ray），因此快速质点也无法穿过；沿 u 方向的弯曲弹簧只存在于第一行（R3 的构建代码）。空气阻力 0.001 N·s/m 和地面是 ClothLab 的添加。运行：R3 的三种积分器，RK4、RK2 和显式欧拉法，以及每一行都有弯曲弹簧的 RK4（由该运行的覆盖值关闭这一怪癖）。</translation>
    </message>
    <message>
        <source>R4&apos;s program as written: a 16 × 16 cloth (structural and shear springs, undamped Hooke, k = 100 and 60 N/m, 0.01 kg per point) hanging from its top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames at 60 frames/s, with linear air damping F = −d·v (d = 0.01 N·s/m, W = 3 m/s), by explicit Euler at dt = 10⁻⁴ s. Without spring damping it blows up at about t = 6.6 s, as R4&apos;s program does; the windy-cloth preset adds spring damping 0.05 and 0.03 N·s/m, which R4 does not have. Runs: explicit Euler (R4); explicit Euler with windy-cloth&apos;s spring damping (the run&apos;s own overrides), which stays bounded; symplectic Euler and implicit Euler on the undamped springs.</source>
        <translation>按原文编写的 R4 程序：16 × 16 布料（结构弹簧和剪切弹簧，无阻尼的胡克弹簧，k = 100 和 60 N/m，每点 0.01 kg）从两个上角悬挂，受沿 +z 方向、按 (0.5·sin(t/70)·sin(t/25) + 1)·W 调制的风（t 以帧计，每秒 60 帧），线性空气阻尼 F = −d·v（d = 0.01 N·s/m，W = 3 m/s），用 dt = 10⁻⁴ s 的显式欧拉法求解。没有弹簧阻尼，它在 t = 6.6 s 左右发散，与 R4 的程序一样；windy-cloth 预设加入了 R4 没有的弹簧阻尼 0.05 和 0.03 N·s/m。运行：显式欧拉法（R4）；带 windy-cloth 弹簧阻尼的显式欧拉法（该运行自己的覆盖值），保持有界；无阻尼弹簧上的辛欧拉法和隐式欧拉法。</translation>
    </message>
    <message>
        <source>A 1 m × 1 m cloth of 17 × 17 points in the x–z plane, one edge pinned, falling onto a sphere; Verlet with 16 relaxation sweeps and per-kind stretch/shrink factors (R1).
How it differs from r1-original (R1 as published), one line each:
• point mass 0.02 kg and dt = 1/60 s, where R1&apos;s relaxation coefficient k·dt²/2m is 27.8 and its loop diverges; the clamp σ ≤ φ (engaged when ½·k·h²·W ≥ 1) holds it;
• each spring moves each end by σ·(w/W)·(l − L) (R1 divides one move between the ends: half as much with both ends free);
• springs swept in colour order (R1: in the spring list&apos;s order);
• gravity added as h²·g (R1: resistance·g·dt²/2, divided by the point mass, a defect);
• every spring present (R1&apos;s builder misses the last column&apos;s 47);
• a spring with both ends pinned is skipped (R1&apos;s sweep ends at the first one);
• the sphere pushes positions out and keeps the velocity (push-out, no margin; R1&apos;s push also changes the next step&apos;s velocity, retained with it, margin 1e-6 m).</source>
        <translation>位于 x–z 平面、17 × 17 个点的 1 m × 1 m 布料，一条边固定，落到球体上；Verlet 积分，16 轮松弛，各类弹簧有各自的拉伸/收缩系数（R1）。
与 r1-original（原文的 R1）的区别，每行一条：
• 质点质量 0.02 kg，dt = 1/60 s；此时 R1 的松弛系数 k·dt²/2m 为 27.8，其循环发散；截断 σ ≤ φ（当 ½·k·h²·W ≥ 1 时生效）把它稳住；
• 每根弹簧把每端移动 σ·(w/W)·(l − L)（R1 把一个移动量分给两端：两端都自由时只有一半）；
• 按着色顺序松弛弹簧（R1：按弹簧列表的顺序）；
• 重力以 h²·g 加入（R1：阻力系数·g·dt²/2，再除以质点质量，属缺陷）；
• 所有弹簧都在（R1 的构建代码漏掉最后一列的 47 根）；
• 两端都固定的弹簧被跳过（R1 的这一轮在第一根这样的弹簧处结束）；
• 球体把位置推出而保留速度（push-out，无余量；R1 的推出还会改变下一步的速度并一同被阻力衰减，余量 1e-6 m）。</translation>
    </message>
    <message>
        <source>R1&apos;s program as written: 17 × 17 points, 1 m × 1 m, one edge pinned, over a sphere; k = 4000 N/m, 16 relaxation sweeps, resistance 0.995 per step; at R1&apos;s stable defaults, point mass 1 kg and dt = 0.02 s (at the main preset&apos;s 0.02 kg and 1/60 s R1&apos;s relaxation coefficient k·dt²/2m is 27.8 and its loop diverges in the first step; the run at dt = 0.12 s shows that divergence, coefficient 28.8). pbd with R1&apos;s switches: one relaxation move (l − L)·k·dt²/2m per spring divided between its ends, no clamp, sweeps in the spring list&apos;s order, gravity added as resistance·g·dt²/2 and divided by the point mass, the last column&apos;s 47 springs missing (R1&apos;s builder), the springs listed point by point as R1&apos;s builder adds them with the pinned edge as its last row, each sweep ending at the first spring with both ends pinned (R1&apos;s early exit, reached here only at the pinned row&apos;s own springs), the sphere&apos;s push kept in the Verlet velocity (velocity correction, 1e-6 m margin) and damped by the resistance with it (stage order collide-retain). No air, no spring damping. Runs: R1&apos;s method and ClothLab&apos;s corrected relaxation side by side, and both at dt = 0.12 s (R1 diverges, the clamp holds).</source>
        <translation>按原文编写的 R1 程序：17 × 17 个点，1 m × 1 m，一条边固定，位于球体上方；k = 4000 N/m，16 轮松弛，每步阻力系数 0.995；采用 R1 的稳定默认值：质点质量 1 kg，dt = 0.02 s（在主预设的 0.02 kg 和 1/60 s 下，R1 的松弛系数 k·dt²/2m 为 27.8，其循环在第一步就发散；dt = 0.12 s 的运行展示这种发散，系数 28.8）。带 R1 开关的 PBD：每根弹簧一个松弛移动量 (l − L)·k·dt²/2m 由两端分摊，不截断，按弹簧列表顺序松弛，重力以 阻力系数·g·dt²/2 加入并除以质点质量，缺少最后一列的 47 根弹簧（R1 的构建代码），弹簧按 R1 构建代码添加的顺序逐点排列、固定边为其最后一行，每一轮在第一根两端都固定的弹簧处结束（R1 的提前退出，此处只在固定行自身的弹簧处发生），球体的推出保留在 Verlet 速度中（速度修正，余量 1e-6 m）并一同被阻力衰减（阶段顺序 collide-retain）。无空气，无弹簧阻尼。运行：R1 的方法与 ClothLab 修正后的松弛并排，以及两者在 dt = 0.12 s 下（R1 发散，截断能稳住）。</translation>
    </message>
    <message>
        <source>R5&apos;s program as written: a 10 m × 10 m cloth of 21 × 21 points (the triangle mesh&apos;s edges, k = 8000 N/m, 1 kg per point), two corners pinned, over a sphere of collision radius 2.7 m; gravity 9.8 m/s², velocity ×0.99 per frame, dt = 1/30 s. chebyshev with R5&apos;s switches: 32 Chebyshev-accelerated Jacobi iterations (ρ = 0.995) started from the previous positions xₙ (R5&apos;s line starting them at x̂ is commented out), preconditioner 1/(m/h² + 4k); the sphere&apos;s correction v += Δx/h comes after the velocity update and is damped by 0.99 with it (stage order collide-retain). R5&apos;s random wind, replayable: a force u·F on every point, F = (0, 0, 2) N, with u uniform in [0, 1) drawn anew at every gradient evaluation, on frames drawn windy with probability 0.5 (R5: roughly a third to two thirds of the frames), from a generator seeded by air.random_wind.seed; F and the probability are ClothLab&apos;s values. No air drag. Runs: R5&apos;s start, ClothLab&apos;s prediction start at 32 iterations, and implicit Euler.</source>
        <translation>按原文编写的 R5 程序：21 × 21 个点、10 m × 10 m 的布料（三角网格的边，k = 8000 N/m，每点 1 kg），固定两个角，位于碰撞半径 2.7 m 的球体上方；重力 9.8 m/s²，每帧速度 ×0.99，dt = 1/30 s。带 R5 开关的切比雪夫法：32 次切比雪夫加速 Jacobi 迭代（ρ = 0.995）从上一步的位置 xₙ 开始（R5 中从 x̂ 开始的那一行被注释掉了），预条件子 1/(m/h² + 4k)；球体的修正 v += Δx/h 在速度更新之后，并一同被 0.99 衰减（阶段顺序 collide-retain）。R5 的随机风，可重现：每个点受力 u·F，F = (0, 0, 2) N，u 为 [0, 1) 上的均匀随机数，每次梯度求值都重新抽取，有风的帧以概率 0.5 抽取（R5：大约三分之一到三分之二的帧）；随机数生成器的种子为 air.random_wind.seed；F 和概率是 ClothLab 的取值。无空气阻力。运行：R5 的起点、32 次迭代下 ClothLab 的预测起点，以及隐式欧拉法。</translation>
    </message>
    <message>
        <source>Folding cloth</source>
        <translation>折叠的布料</translation>
    </message>
    <message>
        <source>A long 12 × 40 cloth falls edge-first onto the ground and folds onto itself; self-collision keeps its layers a thickness apart (cloth contact: proximity, continuous detection, friction).</source>
        <translation>一块 12 × 40 的长布料以边缘先着地的方式落到地面上并折叠到自身之上；自碰撞使各层保持一个厚度的距离（布料接触：邻近检测、连续碰撞检测、摩擦）。</translation>
    </message>
    <message>
        <source>A free 24 × 24 cloth dropped onto a sphere resting on the ground; friction holds it in a drape, and self-collision keeps its folds from passing through each other.</source>
        <translation>一块自由的 24 × 24 布料落到放在地面上的球体上；摩擦力使其保持垂坠，自碰撞使其褶皱不会相互穿透。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>blew up</source>
        <translation>发散</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Energy and error</source>
        <translation>能量与误差</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>图 %1. %2</translation>
    </message>
    <message>
        <source>ClothLab report: %1</source>
        <translation>ClothLab 报告：%1</translation>
    </message>
    <message>
        <source>Written %1 by ClothLab %2.</source>
        <translation>由 ClothLab %2 于 %1 生成。</translation>
    </message>
    <message>
        <source>%1 particles (%2 pinned), total mass %3 kg.</source>
        <translation>%1 个质点（%2 个固定），总质量 %3 kg。</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>结构弹簧</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切弹簧</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>弯曲弹簧</translation>
    </message>
    <message>
        <source>Spring kind</source>
        <translation>弹簧类型</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧数</translation>
    </message>
    <message>
        <source>Stretch k⁺ (N/m)</source>
        <translation>拉伸刚度 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Compression k⁻ (N/m)</source>
        <translation>压缩刚度 k⁻ (N/m)</translation>
    </message>
    <message>
        <source>Damping c (N·s/m)</source>
        <translation>阻尼 c (N·s/m)</translation>
    </message>
    <message>
        <source>Gravity (%1, %2, %3) m/s²; air drag %4 N·s/m; wind (%5, %6, %7) m/s.</source>
        <translation>重力 (%1, %2, %3) m/s²；空气阻力 %4 N·s/m；风 (%5, %6, %7) m/s。</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>障碍物</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>摩擦</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>The scene has no comparison runs.</source>
        <translation>此场景没有对比运行。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>子步数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Energy residual (J)</source>
        <translation>能量残差 (J)</translation>
    </message>
    <message>
        <source>Error RMS (m)</source>
        <translation>误差 RMS (m)</translation>
    </message>
    <message>
        <source>The comparison was not run; run it in the Comparison tab first.</source>
        <translation>尚未运行对比；请先在对比标签页中运行。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>paused at t = %1 s</source>
        <translation>在 t = %1 s 暂停</translation>
    </message>
    <message>
        <source>No stability study of this scene: %1</source>
        <translation>无法对此场景进行稳定性分析：%1</translation>
    </message>
    <message>
        <source>%1 The modes are those of the forces linearised at the initial state (%2). A measured limit comes from a stability analysis in this report.</source>
        <translation>%1 模态是在初始状态线性化的力的模态（%2）。测量极限来自本报告中的稳定性分析。</translation>
    </message>
    <message>
        <source>Stability and accuracy</source>
        <translation>稳定性与精度</translation>
    </message>
    <message>
        <source>%1 at dt = %2 s</source>
        <translation>%1 (dt = %2 s)</translation>
    </message>
    <message>
        <source>Integrators in the tables, by id</source>
        <translation>表中的积分器 (ID)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Energy residual T + U_g + U_e + D − W − E_0 of each run on “%1”: %2.</source>
        <translation>“%1”上各运行的能量残差 T + U_g + U_e + D − W − E_0：%2。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run on “%1” (no reference): %2.</source>
        <translation>“%1”上各运行的轨迹误差 RMS（无参考解）：%2。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run on “%1” against %2: %3.</source>
        <translation>“%1”上各运行相对于 %2 的轨迹误差 RMS：%3。</translation>
    </message>
    <message>
        <source>No analysis was run (Analysis menu: convergence study, stability limits, stiffness sweep, work–precision).</source>
        <translation>尚未运行分析（分析菜单：收敛性研究、稳定极限、刚度扫描、计算量–精度）。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Assignment: %1</source>
        <translation>作业：%1</translation>
    </message>
    <message>
        <source>Handed in by %1.</source>
        <translation>提交者：%1。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Obtained</source>
        <translation>获得方式</translation>
    </message>
    <message>
        <source>Grader&apos;s check</source>
        <translation>评分检查</translation>
    </message>
    <message>
        <source>The analyses behind the answers are in section 4, with their figures and tables.</source>
        <translation>答案所依据的分析及其图表见第 4 节。</translation>
    </message>
    <message>
        <source>linearised about the state of %1 at t = %2 s</source>
        <translation>在 %1 于 t = %2 s 的状态处线性化</translation>
    </message>
    <message>
        <source>linearised at t = 0</source>
        <translation>在 t = 0 处线性化</translation>
    </message>
    <message>
        <source>Scene “%1”, %2.</source>
        <translation>场景“%1”，%2。</translation>
    </message>
    <message>
        <source>Scene “%1”, %2; runs: %3.</source>
        <translation>场景“%1”，%2；运行：%3。</translation>
    </message>
</context>
<context>
    <name>RunFigure</name>
    <message>
        <source>time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <source>energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>kinetic T</source>
        <translation>动能 T</translation>
    </message>
    <message>
        <source>gravity U_g</source>
        <translation>重力势能 U_g</translation>
    </message>
    <message>
        <source>elastic U_e</source>
        <translation>弹性势能 U_e</translation>
    </message>
    <message>
        <source>dissipated D</source>
        <translation>耗散能量 D</translation>
    </message>
    <message>
        <source>external work W</source>
        <translation>外力功 W</translation>
    </message>
    <message>
        <source>total T + U_g + U_e</source>
        <translation>总能量 T + U_g + U_e</translation>
    </message>
    <message>
        <source>energy residual (J)</source>
        <translation>能量残差 (J)</translation>
    </message>
    <message>
        <source>RMS error (m)</source>
        <translation>RMS 误差 (m)</translation>
    </message>
    <message>
        <source>largest structural strain |l − L|/L</source>
        <translation>结构弹簧最大应变 |l − L|/L</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>solver residual</source>
        <translation>求解器残差</translation>
    </message>
</context>
<context>
    <name>RunText</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 = %2 %3</source>
        <translation>%1 = %2 %3</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>scene %1 = %2</source>
        <translation>场景 %1 = %2</translation>
    </message>
</context>
<context>
    <name>StabilityText</name>
    <message>
        <source>%1: ρ(A) = 1</source>
        <translation>%1：ρ(A) = 1</translation>
    </message>
    <message>
        <source>%1: inside</source>
        <translation>%1：区域内</translation>
    </message>
    <message>
        <source>%1: modes</source>
        <translation>%1：模态</translation>
    </message>
    <message>
        <source>%1: outside</source>
        <translation>%1：区域外</translation>
    </message>
    <message>
        <source>none (no mode limits the step)</source>
        <translation>无（没有模态限制步长）</translation>
    </message>
    <message>
        <source>ω = %1 rad/s, %2</source>
        <translation>ω = %1 rad/s，%2</translation>
    </message>
    <message>
        <source>ω = %1 rad/s</source>
        <translation>ω = %1 rad/s</translation>
    </message>
    <message>
        <source>Re(h·λ)</source>
        <translation>Re(h·λ)</translation>
    </message>
    <message>
        <source>Im(h·λ)</source>
        <translation>Im(h·λ)</translation>
    </message>
    <message>
        <source>ω·h</source>
        <translation>ω·h</translation>
    </message>
    <message>
        <source>algorithmic damping ratio ζ̄</source>
        <translation>数值阻尼比 ζ̄</translation>
    </message>
    <message>
        <source>period error T̄/T − 1</source>
        <translation>周期误差 T̄/T − 1</translation>
    </message>
    <message>
        <source>Numerical damping of an undamped mode per step of ω·h (Hilber, Hughes &amp; Taylor); the marks below the curves are the scene&apos;s modes at each run&apos;s dt.</source>
        <translation>无阻尼模态在步长 ω·h 下的数值阻尼（Hilber、Hughes 与 Taylor）；曲线下方的标记是各运行 dt 下场景的模态。</translation>
    </message>
    <message>
        <source>Relative period error of an undamped mode per step of ω·h; the marks below the curves are the scene&apos;s modes at each run&apos;s dt.</source>
        <translation>无阻尼模态在步长 ω·h 下的相对周期误差；曲线下方的标记是各运行 dt 下场景的模态。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Predicted stable dt (s)</source>
        <translation>预测稳定 dt (s)</translation>
    </message>
    <message>
        <source>Limiting mode</source>
        <translation>限制模态</translation>
    </message>
    <message>
        <source>Modes outside</source>
        <translation>区域外模态数</translation>
    </message>
    <message>
        <source>Measured limit (s)</source>
        <translation>测量极限 (s)</translation>
    </message>
    <message>
        <source>all modes, first-order system</source>
        <translation>全部模态，一阶系统</translation>
    </message>
    <message>
        <source>all modes, undamped problem with modal damping</source>
        <translation>全部模态，无阻尼问题加模态阻尼</translation>
    </message>
    <message>
        <source>highest modes, iterative solver</source>
        <translation>最高阶模态，迭代求解器</translation>
    </message>
    <message>
        <source>The scene has no free particles: no modes.</source>
        <translation>场景中没有自由质点：没有模态。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s, mostly %2.</source>
        <translation>
            <numerusform>%Ln 个模态；最高 ω = %1 rad/s，主要为%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s.</source>
        <translation>
            <numerusform>%Ln 个模态；最高 ω = %1 rad/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no linear stability prediction (%2).</source>
        <translation>%1 没有线性稳定性预测（%2）。</translation>
    </message>
    <message>
        <source>dt = %1 s is within %2&apos;s predicted stability (no mode of this scene limits its step): the blow-up comes from large motion or contact, not from a linear mode.</source>
        <translation>dt = %1 s 在 %2 的预测稳定范围内（此场景没有模态限制其步长）：发散来自大幅运动或接触，而不是线性模态。</translation>
    </message>
    <message>
        <source>unstable at every dt</source>
        <translation>在任何 dt 下都不稳定</translation>
    </message>
    <message>
        <source>%1 is unstable at every dt on this scene: the mode at ω = %2 rad/s (damping ratio %3) grows however small the step is.</source>
        <translation>%1 在此场景中于任何 dt 下都不稳定：ω = %2 rad/s 的模态（阻尼比 %3）无论时间步长多小都会增长。</translation>
    </message>
    <message>
        <source>damping ratio ζ</source>
        <translation>阻尼比 ζ</translation>
    </message>
    <message>
        <source>%1: largest stable ω·h</source>
        <translation>%1：最大稳定 ω·h</translation>
    </message>
    <message>
        <source>Per mode: a mode of angular frequency ω and damping ratio ζ is stable at step h where ω·h lies left of its method&apos;s curve, ρ(A(ω·h, ζ)) ≤ 1: ○ a mode inside, × outside at the run&apos;s dt.</source>
        <translation>按模态：角频率 ω、阻尼比 ζ 的模态在 ω·h 位于其积分器曲线左侧时，以时间步长 h 稳定（ρ(A(ω·h, ζ)) ≤ 1）：○ 为该运行 dt 下区域内的模态，× 为区域外。</translation>
    </message>
    <message>
        <source>First-order methods, region |R(z)| ≤ 1: %1.</source>
        <translation>一阶系统积分器（稳定域 |R(z)| ≤ 1）：%1。</translation>
    </message>
    <message>
        <source>Second-order schemes, no R(z), region per mode (ω·h, ζ): %1.</source>
        <translation>二阶系统的格式（无 R(z)，稳定域按模态 (ω·h, ζ) 给出）：%1。</translation>
    </message>
    <message>
        <source>e-fold in %1 s</source>
        <translation>%1 s 增长 e 倍</translation>
    </message>
    <message>
        <source>The regions include the scene&apos;s velocity retention, v × %1 after every step.</source>
        <translation>稳定域包含场景的速度保持系数（每步之后 v × %1）。</translation>
    </message>
    <message>
        <source>Growth at dt</source>
        <translation>该 dt 下的增长</translation>
    </message>
    <message>
        <source>At this dt the fastest-growing mode (ω = %1 rad/s) grows by ρ = %2 per step, e-fold every %3 s.</source>
        <translation>在该 dt 下增长最快的模态（ω = %1 rad/s）每步增长 ρ = %2 倍，每 %3 s 增长 e 倍。</translation>
    </message>
    <message>
        <source>Linearised about the initial state.</source>
        <translation>在初始状态处线性化。</translation>
    </message>
    <message>
        <source>Linearised about the state of %1 at t = %2 s.</source>
        <translation>在 %1 于 t = %2 s 的状态处线性化。</translation>
    </message>
    <message>
        <source>dt = %1 s is below %2&apos;s predicted limit %3 s for the scene&apos;s state at t = %4 s. The run left that state: tension in a hanging cloth adds lightly damped modes that can limit the step more, and large motion or contact can blow it up as well.</source>
        <translation>dt = %1 s 低于 %2 对 t = %4 s 时场景状态的预测极限 %3 s。运行已离开该状态：悬挂布料中的张力会增加阻尼很弱的模态，可能更严格地限制时间步长；大幅运动或接触也可能导致发散。</translation>
    </message>
    <message>
        <source>dt = %1 s is above %2&apos;s predicted stable limit %3 s for the scene&apos;s state at t = %4 s: the mode at ω = %5 rad/s (mostly %6) left its stability region.</source>
        <translation>dt = %1 s 高于 %2 在 t = %4 s 时场景状态的预测稳定极限 %3 s：ω = %5 rad/s 的模态（主要为%6）离开了稳定域。</translation>
    </message>
    <message>
        <source>dt = %1 s is above %2&apos;s predicted stable limit %3 s for the scene&apos;s state at t = %4 s: the mode at ω = %5 rad/s left its stability region.</source>
        <translation>dt = %1 s 高于 %2 在 t = %4 s 时场景状态的预测稳定极限 %3 s：ω = %5 rad/s 的模态离开了稳定域。</translation>
    </message>
    <message>
        <source>%1: ρ(A) ≤ 1</source>
        <translation>%1：ρ(A) ≤ 1</translation>
    </message>
    <message>
        <source>Shaded: where each method is stable, ρ(A) ≤ 1 for the damped mode with eigenvalues h·λ, h·λ̄ (for Runge–Kutta methods |R(z)| ≤ 1); ○ a mode inside, × outside at the run&apos;s dt.</source>
        <translation>阴影：各方法稳定的区域，即特征值为 h·λ、h·λ̄ 的阻尼模态满足 ρ(A) ≤ 1（龙格-库塔法即 |R(z)| ≤ 1）；○ 为该运行 dt 下区域内的模态，× 为区域外。</translation>
    </message>
    <message>
        <source>Zoomed to the modes.</source>
        <translation>放大到模态附近。</translation>
    </message>
    <message>
        <source>Inset: the box around the modes (marked), enlarged.</source>
        <translation>插图：放大模态周围的方框（已在图中标出）。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::ComparisonWorkspace</name>
    <message>
        <source>Run “%1” cannot be simulated: %2</source>
        <translation>运行“%1”无法仿真：%2</translation>
    </message>
    <message>
        <source>Energy (runs)</source>
        <translation>能量（运行）</translation>
    </message>
    <message>
        <source>Energy residual</source>
        <translation>能量残差</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>应变</translation>
    </message>
    <message>
        <source>Solver residual</source>
        <translation>求解器残差</translation>
    </message>
    <message>
        <source>%1 · dt = %2 s / %3 · %4</source>
        <translation>%1 · dt = %2 s / %3 · %4</translation>
    </message>
    <message>
        <source>%1 · dt = %2 s · %3</source>
        <translation>%1 · dt = %2 s · %3</translation>
    </message>
    <message>
        <source>Run “%1” blew up at t = %2 s: a position or velocity became infinite or not a number. It stopped there; the other runs go on.</source>
        <translation>运行“%1”在 t = %2 s 发散：位置或速度变为无穷大或非数。该运行在此停止，其他运行继续。</translation>
    </message>
    <message>
        <source>Run “%1” blew up at t = %2 s: its energy grew beyond the bound. It stopped there; the other runs go on.</source>
        <translation>运行“%1”在 t = %2 s 发散：能量超出上限。该运行在此停止，其他运行继续。</translation>
    </message>
    <message>
        <source>The comparison has no runs to export.</source>
        <translation>对比中没有可导出的运行。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::MainWindow</name>
    <message>
        <source>%1 — ClothLab</source>
        <translation>%1 — ClothLab</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClothLab</source>
        <translation>关于 ClothLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>About ClothLab</source>
        <translation>关于 ClothLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for mass-spring cloth simulation: one scene, many integrators, with energy and error measured the same way for all of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;质点弹簧模型布料仿真工作台：同一场景，多种积分器，所有积分器的能量与误差都以相同方式测量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened preset “%1”.</source>
        <translation>已打开预设“%1”。</translation>
    </message>
    <message>
        <source>Could not open the scene: %1</source>
        <translation>无法打开场景：%1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Could not open the scene:
%1</source>
        <translation>无法打开场景：
%1</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json);;All files (*)</source>
        <translation>ClothLab 场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not save the scene: %1</source>
        <translation>无法保存场景：%1</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Could not save the scene:
%1</source>
        <translation>无法保存场景：
%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save Scene As</source>
        <translation>场景另存为</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json)</source>
        <translation>ClothLab 场景 (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>场景有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/s</translation>
    </message>
    <message>
        <source>%1 fps</source>
        <translation>%1 fps</translation>
    </message>
    <message>
        <source>The scene cannot be simulated: %1</source>
        <translation>无法仿真该场景：%1</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Stiffness</source>
        <translation>刚度</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>打开预设(&amp;P)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Spee&amp;d</source>
        <translation>速度(&amp;D)</translation>
    </message>
    <message>
        <source>%1 × real time</source>
        <extracomment>Simulation speed relative to real time, e.g. &quot;0.5 × real time&quot;</extracomment>
        <translation>实时的 %1 倍</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Integrator Reference</source>
        <translation>积分器参考(&amp;I)</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): a position or velocity became infinite or not a number. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>仿真在 t = %1 s（第 %2 步）发散：位置或速度变为无穷大或非数。已暂停在最后的正常状态；请尝试更小的时间步长或其他积分器。</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond the bound of %4 J. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>仿真在 t = %1 s（第 %2 步）发散：能量增加了 %3 J，超过上限 %4 J。已暂停在最后的正常状态；请尝试更小的时间步长或其他积分器。</translation>
    </message>
    <message>
        <source>Load Texture</source>
        <translation>加载纹理</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp);;All files (*)</source>
        <translation>图像 (*.png *.jpg *.jpeg *.bmp);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not read the image %1.</source>
        <translation>无法读取图像 %1。</translation>
    </message>
    <message>
        <source>Texture %1 applied to the cloth.</source>
        <translation>已将纹理 %1 应用到布料。</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>3D 视图(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu that switches the interface language; keep &quot;Language&quot; recognisable.</extracomment>
        <translation>语言 (Language)(&amp;L)</translation>
    </message>
    <message>
        <source>Cloth &amp;Surface</source>
        <translation>布料表面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>线框(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>质点(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tructural Springs</source>
        <translation>结构弹簧(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;hear Springs</source>
        <translation>剪切弹簧(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Bending Springs</source>
        <translation>弯曲弹簧(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Force Vectors</source>
        <translation>力矢量(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Obstacles</source>
        <translation>障碍物(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Ground Grid</source>
        <translation>地面网格(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Axes</source>
        <translation>坐标轴(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>重置相机(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Load Texture…</source>
        <translation>加载纹理(&amp;L)…</translation>
    </message>
    <message>
        <source>Built-in &amp;Texture</source>
        <translation>内置纹理(&amp;T)</translation>
    </message>
    <message>
        <source>Integrator: %1.</source>
        <translation>积分器：%1。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>The runs of the Runs panel side by side, in lockstep</source>
        <translation>并排同步显示运行面板中的各个运行</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Write a PDF report: the scene, the runs of the comparison with their energy and error figures, the analyses and the manifest</source>
        <translation>写出 PDF 报告：场景、对比运行及其能量与误差图、分析和清单</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Report written: %1 (with %n figure file(s) beside it).</source>
        <translation>
            <numerusform>报告已写出：%1（旁边附有 %n 个图文件）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Figure of the Current Plot…</source>
        <translation>当前图表的图(&amp;F)…</translation>
    </message>
    <message>
        <source>Plot &amp;Data (CSV)…</source>
        <translation>图表数据 (CSV)(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Energy History (CSV)…</source>
        <translation>能量历史 (CSV)(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;3D View Image…</source>
        <translation>3D 视图图像(&amp;3)…</translation>
    </message>
    <message>
        <source>Export Comparison Data to a Folder</source>
        <translation>将对比数据导出到文件夹</translation>
    </message>
    <message>
        <source>Export Comparison Data</source>
        <translation>导出对比数据</translation>
    </message>
    <message>
        <source>Comparison data written to %1: %2.</source>
        <translation>对比数据已写入 %1：%2。</translation>
    </message>
    <message>
        <source>&amp;Comparison Data (CSV)…</source>
        <translation>对比数据 (CSV)(&amp;C)…</translation>
    </message>
    <message>
        <source>Skinning: 1 nearest particle</source>
        <extracomment>Solid bodies: each vertex of the drawn surface follows its nearest particle(s)</extracomment>
        <translation>蒙皮：最近的 1 个质点</translation>
    </message>
    <message>
        <source>Skinning: 3 nearest particles</source>
        <translation>蒙皮：最近的 3 个质点</translation>
    </message>
    <message>
        <source>The edit was not applied to the running simulation: %1</source>
        <translation>该编辑未应用于正在运行的仿真：%1</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>&amp;Preset Reference</source>
        <translation>预设参考(&amp;P)</translation>
    </message>
    <message>
        <source>“%1” is locked by the assignment: the edit was not made.</source>
        <translation>“%1”已被作业锁定：未进行该编辑。</translation>
    </message>
    <message>
        <source>&amp;Compare Integrators…</source>
        <translation>对比积分器(&amp;C)…</translation>
    </message>
    <message>
        <source>Set up a comparison: methods by family, each with its time step, in the Runs panel</source>
        <translation>设置对比：按类别选择方法，各自的时间步长，放入运行面板</translation>
    </message>
    <message>
        <source>&amp;Contact Pairs</source>
        <translation>接触对(&amp;C)</translation>
    </message>
    <message>
        <source>Reset La&amp;yout</source>
        <translation>重置布局(&amp;Y)</translation>
    </message>
    <message>
        <source>Every panel back in its place, sized for this screen</source>
        <translation>将所有面板放回原位，并按此屏幕调整大小</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>尽可能快</translation>
    </message>
    <message>
        <source>%1. The timeline shows that moment: drag it to look around, or Replay from Here with a smaller time step.</source>
        <translation>%1。时间轴显示的就是这一时刻：拖动它前后查看，或减小时间步长后点击“从此处重放”。</translation>
    </message>
    <message>
        <source>Colour Springs &amp;By</source>
        <extracomment>Submenu of View ▸ 3D View: the colour of every spring shows a quantity of it</extracomment>
        <translation>弹簧着色依据(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;None (Colour by Kind)</source>
        <extracomment>Colour Springs By ▸ None: each spring kind in its own colour</extracomment>
        <translation>无（按类别着色）(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Strain</source>
        <translation>应变(&amp;S)</translation>
    </message>
    <message>
        <source>Blue compressed, grey at rest, red stretched: (l − L)/L</source>
        <translation>蓝色为压缩，灰色为原长，红色为拉伸：(l − L)/L</translation>
    </message>
    <message>
        <source>Elastic &amp;Energy</source>
        <translation>弹性势能(&amp;E)</translation>
    </message>
    <message>
        <source>Each spring&apos;s elastic energy ½·k·(l − L)², in J</source>
        <translation>每根弹簧的弹性势能 ½·k·(l − L)²，单位为 J</translation>
    </message>
</context>
<context>
    <name>clothlab::app::Recovery</name>
    <message>
        <source>Cannot restore %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>ClothLab did not close normally. The scene “%1” had unsaved changes, autosaved at %2. Restore them?</source>
        <translation>ClothLab 未正常关闭。场景“%1”有未保存的更改，已于 %2 自动保存。是否恢复？</translation>
    </message>
    <message>
        <source>The scene had never been saved to a file.</source>
        <translation>该场景从未保存到文件。</translation>
    </message>
    <message>
        <source>Its file: %1</source>
        <translation>其文件：%1</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Ask Me &amp;Later</source>
        <translation>稍后询问(&amp;L)</translation>
    </message>
</context>
<context>
    <name>clothlab::app::ReferenceWindow</name>
    <message>
        <source>Integrator Reference</source>
        <translation>积分器参考</translation>
    </message>
    <message>
        <source>Preset Reference</source>
        <translation>预设参考</translation>
    </message>
    <message>
        <source>Every integrator: what it does, its parameters and its update equations.</source>
        <translation>所有积分器：其作用、参数与更新公式。</translation>
    </message>
    <message>
        <source>Every preset scene (File ▸ Open Preset; preset:ID on the command line). The “-original” presets follow their article&apos;s program exactly; their descriptions list the article&apos;s values and defects, and those of the main presets how they differ from the article and why.</source>
        <translation>所有预设场景（文件 ▸ 打开预设；命令行中为 preset:ID）。“-original”预设完全按照原文的程序运行；其说明列出原文的数值与缺陷，主预设的说明则列出与原文的区别及原因。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::TransportBar</name>
    <message>
        <source>t = %1 s</source>
        <extracomment>The time of the run in front, in the toolbar</extracomment>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>Simulation Toolbar</source>
        <extracomment>The toolbar&apos;s name (its context menu and View ▸ Toolbars)</extracomment>
        <translation>仿真工具栏</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisDialog</name>
    <message>
        <source>Cancelled; no result was stored.</source>
        <translation>已取消；未保存任何结果。</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>分析失败：%1</translation>
    </message>
    <message>
        <source>Running on “%1”…</source>
        <translation>正在“%1”上运行…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Finished in %1 s; the result is kept in Analysis ▸ Results.</source>
        <translation>用时 %1 s 完成；结果保存在 分析 ▸ 结果 中。</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Convergence Study</source>
        <translation>收敛性研究</translation>
    </message>
    <message>
        <source>Stability Limits</source>
        <translation>稳定极限</translation>
    </message>
    <message>
        <source>Stiffness Sweep</source>
        <translation>刚度扫描</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>取消运行(&amp;C)</translation>
    </message>
    <message>
        <source>%v of %m done</source>
        <translation>已完成 %v / %m</translation>
    </message>
    <message>
        <source>Work–Precision</source>
        <translation>计算量–精度</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisMenu</name>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Stability Limits…</source>
        <translation>稳定极限(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;lear Results</source>
        <translation>清除结果(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Work–Precision…</source>
        <translation>计算量–精度(&amp;W)…</translation>
    </message>
    <message>
        <source>Con&amp;vergence Study…</source>
        <translation>收敛性研究(&amp;V)…</translation>
    </message>
    <message>
        <source>Stiffness Swee&amp;p…</source>
        <translation>刚度扫描(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisPage</name>
    <message>
        <source>Check at least one integrator.</source>
        <translation>请至少勾选一个积分器。</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>积分器：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>The duration must be a whole number of the scene&apos;s steps (dt = %1 s): every method&apos;s steps are the scene&apos;s dt times powers of two.</source>
        <translation>时长必须是场景时间步长（dt = %1 s）的整数倍：每个方法的步长都是场景的 dt 乘以 2 的幂。</translation>
    </message>
    <message>
        <source>Use %1 s</source>
        <translation>使用 %1 s</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisResultView</name>
    <message>
        <source>No results yet: set up the analysis and press Run.</source>
        <translation>尚无结果：请设置分析并点击“运行”。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisTableView</name>
    <message>
        <source>Copy as Tab-Separated Text</source>
        <translation>复制为制表符分隔文本</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AssignmentEditor</name>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2（%3）</translation>
    </message>
    <message>
        <source>Task %1 “%2”: %3</source>
        <translation>题目 %1“%2”：%3</translation>
    </message>
    <message>
        <source>Task %1 “%2”, at %3: %4</source>
        <translation>题目 %1“%2”，位于 %3：%4</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>位于 %1：%2</translation>
    </message>
    <message>
        <source>The assignment cannot be saved yet:
%1</source>
        <translation>作业还不能保存：
%1</translation>
    </message>
    <message>
        <source>Save Assignment As</source>
        <translation>作业另存为</translation>
    </message>
    <message>
        <source>ClothLab assignments (*.json)</source>
        <translation>ClothLab 作业 (*.json)</translation>
    </message>
    <message>
        <source>Could not save the assignment:
%1</source>
        <translation>无法保存作业：
%1</translation>
    </message>
    <message>
        <source>New Assignment</source>
        <translation>新建作业</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Locked Keys</source>
        <translation>锁定的键</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <source>Integrators allowed
(none checked: all):</source>
        <translation>允许的积分器
（未勾选：全部）：</translation>
    </message>
    <message>
        <source>Scene key</source>
        <translation>场景键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Check the keys the student may not change. A checked key locks everything inside it.</source>
        <translation>勾选学生不得更改的键。勾选的键会锁定其中的全部内容。</translation>
    </message>
    <message>
        <source>&amp;Add Task</source>
        <translation>添加题目(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Students may have the workbench run a task with its settings</source>
        <translation>允许学生让工作台按题目的设置运行题目</translation>
    </message>
    <message>
        <source>Off: students run the analyses themselves and type what they read off. A run-to-a-time task can always be run.</source>
        <translation>关闭：学生自行运行分析，并输入读取到的数值。运行到指定时刻的题目始终可以运行。</translation>
    </message>
    <message>
        <source>Running a task fills in its answer</source>
        <translation>运行题目时填入答案</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::CompareIntegratorsDialog</name>
    <message>
        <source>Compare Integrators</source>
        <translation>对比积分器</translation>
    </message>
    <message>
        <source>Time step of the cheapest method:</source>
        <translation>最省计算的方法所用的时间步长：</translation>
    </message>
    <message>
        <source>Time step:</source>
        <translation>时间步长：</translation>
    </message>
    <message>
        <source>Finding the stability limits…</source>
        <translation>正在求稳定极限…</translation>
    </message>
    <message>
        <source>Tick at least one method.</source>
        <translation>请至少勾选一种方法。</translation>
    </message>
    <message>
        <source>OK replaces the runs in the Runs panel (Edit ▸ Undo brings them back).</source>
        <translation>“确定”将替换运行面板中的运行（编辑 ▸ 撤销 可恢复）。</translation>
    </message>
    <message>
        <source>The stability limits could not be found: %1</source>
        <translation>无法求得稳定极限：%1</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无极限</translation>
    </message>
    <message>
        <source>no stable step found</source>
        <translation>未找到稳定的步长</translation>
    </message>
    <message>
        <source>%1 s (predicted)</source>
        <translation>%1 s（预测）</translation>
    </message>
    <message>
        <source>%1 s (measured)</source>
        <translation>%1 s（实测）</translation>
    </message>
    <message>
        <source>Choose the methods to compare on “%1” and how each gets its time step. The runs are set up in the Runs panel and shown side by side in the Comparison tab.</source>
        <translation>选择要在“%1”上对比的方法以及各自时间步长的确定方式。运行将设置到运行面板中，并在对比标签页中并排显示。</translation>
    </message>
    <message>
        <source>This method does not model the orientations of the scene&apos;s solids.</source>
        <translation>此方法不模拟场景中固体的姿态。</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>时间步长</translation>
    </message>
    <message>
        <source>One time step for all methods</source>
        <translation>所有方法使用同一时间步长</translation>
    </message>
    <message>
        <source>Each method at a fraction of its own stability limit</source>
        <translation>每种方法取其自身稳定极限的一定比例</translation>
    </message>
    <message>
        <source>Equal cost per simulated second (steps × evaluations per step)</source>
        <translation>每模拟秒的计算量相同（步数 × 每步求值次数）</translation>
    </message>
    <message>
        <source>Fraction of the limit:</source>
        <translation>占极限的比例：</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>最大：</translation>
    </message>
    <message>
        <source>Limits are predicted from the scene&apos;s modes where the method&apos;s amplification is known, else measured by bisection over 0.5 s. Methods with no limit take the largest step allowed.</source>
        <translation>若已知方法的放大矩阵，极限由场景的模态预测，否则用 0.5 s 的二分法实测。没有极限的方法取允许的最大步长。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Stability limit</source>
        <translation>稳定极限</translation>
    </message>
    <message>
        <source>Evaluations per step</source>
        <translation>每步求值次数</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonPlotPanel</name>
    <message>
        <source>Against the reference: %1</source>
        <translation>参考解：%1</translation>
    </message>
    <message>
        <source>%1: no iterative solver, or no step yet</source>
        <translation>%1：没有迭代求解器，或尚未步进</translation>
    </message>
    <message>
        <source>Last step of %1</source>
        <translation>%1 的最后一步</translation>
    </message>
    <message>
        <source>Select a run in the Runs panel</source>
        <translation>请在运行面板中选择一个运行</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <source>energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>residual / |E₀|</source>
        <translation>残差 / |E₀|</translation>
    </message>
    <message>
        <source>energy residual (J)</source>
        <translation>能量残差 (J)</translation>
    </message>
    <message>
        <source>error (m)</source>
        <translation>误差 (m)</translation>
    </message>
    <message>
        <source>strain |l − L| / L</source>
        <translation>应变 |l − L| / L</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数坐标</translation>
    </message>
    <message>
        <source>Kinetic T</source>
        <translation>动能 T</translation>
    </message>
    <message>
        <source>Gravity U_g</source>
        <translation>重力势能 U_g</translation>
    </message>
    <message>
        <source>Elastic U_e</source>
        <translation>弹性势能 U_e</translation>
    </message>
    <message>
        <source>Elastic, structural</source>
        <translation>弹性势能（结构弹簧）</translation>
    </message>
    <message>
        <source>Elastic, shear</source>
        <translation>弹性势能（剪切弹簧）</translation>
    </message>
    <message>
        <source>Elastic, bending</source>
        <translation>弹性势能（弯曲弹簧）</translation>
    </message>
    <message>
        <source>Total T + U_g + U_e</source>
        <translation>总能量 T + U_g + U_e</translation>
    </message>
    <message>
        <source>Dissipated D</source>
        <translation>耗散能量 D</translation>
    </message>
    <message>
        <source>External work W</source>
        <translation>外力功 W</translation>
    </message>
    <message>
        <source>Residual (J)</source>
        <translation>残差 (J)</translation>
    </message>
    <message>
        <source>Residual relative to E₀</source>
        <translation>相对于 E₀ 的残差</translation>
    </message>
    <message>
        <source>RMS over particles</source>
        <translation>质点均方根</translation>
    </message>
    <message>
        <source>Maximum over particles</source>
        <translation>质点最大值</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>结构弹簧</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切弹簧</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>弯曲弹簧</translation>
    </message>
    <message>
        <source>Mean strain, %1</source>
        <translation>平均应变（%1）</translation>
    </message>
    <message>
        <source>Maximum strain, %1</source>
        <translation>最大应变（%1）</translation>
    </message>
    <message>
        <source>Kinetic, rotation (solids)</source>
        <translation>动能（转动，固体）</translation>
    </message>
    <message>
        <source>Elastic, angle springs (solids)</source>
        <translation>弹性势能（角度弹簧，固体）</translation>
    </message>
    <message>
        <source>No reference: mark a run as reference or switch the dop853 reference on</source>
        <translation>无参考解：请将某个运行标为参考解，或打开 dop853 参考解</translation>
    </message>
    <message>
        <source>No comparison runs yet: Analysis ▸ Compare Integrators… sets them up, and the Comparison tab plays them side by side.</source>
        <translation>还没有对比运行：在 分析 ▸ 对比积分器… 中设置，并在对比标签页中并排播放。</translation>
    </message>
    <message>
        <source>Play the comparison on the Comparison tab to plot its runs.</source>
        <translation>在对比标签页中播放对比，即可在此绘制各运行。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonView</name>
    <message>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分屏</translation>
    </message>
    <message>
        <source>One 3D view per run, side by side, with linked cameras</source>
        <translation>每个运行一个 3D 视图，并排显示，相机联动</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>叠加</translation>
    </message>
    <message>
        <source>All runs in one 3D view: the primary run opaque, the others translucent</source>
        <translation>所有运行显示在一个 3D 视图中：主运行不透明，其他运行半透明</translation>
    </message>
    <message>
        <source>&amp;Primary run:</source>
        <translation>主运行(&amp;P)：</translation>
    </message>
    <message>
        <source>The run drawn opaque in the overlay view</source>
        <translation>叠加视图中不透明显示的运行</translation>
    </message>
    <message>
        <source>Reset Camera</source>
        <translation>重置相机</translation>
    </message>
    <message>
        <source>Frame every shown run in every view</source>
        <translation>调整每个视图的相机，使所有显示的运行都在画面内</translation>
    </message>
    <message>
        <source>Not shown (at most %1 views): %2</source>
        <translation>未显示（最多 %1 个视图）：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Every run is hidden: tick one in the Runs panel to show it.</source>
        <translation>所有运行均已隐藏：在“运行”面板中勾选一个即可显示。</translation>
    </message>
    <message>
        <source>Translucent:</source>
        <translation>半透明：</translation>
    </message>
    <message>
        <source>Compare Integrators…</source>
        <translation>对比积分器…</translation>
    </message>
    <message>
        <source>Pick methods by family and how each gets its time step; the runs are set up for you</source>
        <translation>按类别选择方法及其时间步长的确定方式，运行会自动设置</translation>
    </message>
    <message>
        <source>Set up a comparison, or add runs in the Runs panel, to compare integrators side by side.</source>
        <translation>设置对比，或在运行面板中添加运行，即可并排对比积分器。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ConvergencePage</name>
    <message>
        <source>Enter at least two time steps, as positive numbers separated by commas (for example 0.01, 0.005, 0.0025).</source>
        <translation>请输入至少两个时间步长，用逗号分隔的正数（例如 0.01, 0.005, 0.0025）。</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of steps of %2 s: every run must end exactly at the time where the errors are compared.</source>
        <translation>时长 %1 s 不是步长 %2 s 的整数倍：每次运行都必须恰好在比较误差的时刻结束。</translation>
    </message>
    <message>
        <source>Use %1 s</source>
        <translation>使用 %1 s</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of reference steps of %2 s.</source>
        <translation>时长 %1 s 不是参考解步长 %2 s 的整数倍。</translation>
    </message>
    <message>
        <source>Use dt = %1 s</source>
        <translation>使用 dt = %1 s</translation>
    </message>
    <message>
        <source>Largest dt:</source>
        <translation>最大 dt：</translation>
    </message>
    <message>
        <source>Halvings:</source>
        <translation>减半次数：</translation>
    </message>
    <message>
        <source>The study runs dt, dt/2, dt/4, … this many times halved.</source>
        <translation>依次运行 dt、dt/2、dt/4……，共减半这么多次。</translation>
    </message>
    <message>
        <source>List of dt:</source>
        <translation>dt 列表：</translation>
    </message>
    <message>
        <source>for example 0.01, 0.005, 0.0025</source>
        <translation>例如 0.01, 0.005, 0.0025</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容差：</translation>
    </message>
    <message>
        <source>Reference: another integrator</source>
        <translation>参考解：其他积分器</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>积分器：</translation>
    </message>
    <message>
        <source>dt:</source>
        <translation>dt：</translation>
    </message>
    <message>
        <source>Reference: DOP853 with error control (dt = the smallest step)</source>
        <translation>参考解：带误差控制的 DOP853（dt = 最小步长）</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::CustomBodyDialog</name>
    <message>
        <source>body</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The body needs at least one particle.</source>
        <translation>物体至少需要一个质点。</translation>
    </message>
    <message>
        <source>Particle %1: “%2” is not a number.</source>
        <translation>质点 %1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>Particle %1: the mass must be greater than 0 kg.</source>
        <translation>质点 %1：质量必须大于 0 kg。</translation>
    </message>
    <message>
        <source>Spring %1: particle “%2” must be a whole number from 0 to %3.</source>
        <translation>弹簧 %1：质点“%2”必须是 0 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>Spring %1 connects a particle to itself.</source>
        <translation>弹簧 %1 将质点与其自身相连。</translation>
    </message>
    <message>
        <source>Spring %1: the rest length must be a number greater than 0 m, or empty for the initial distance.</source>
        <translation>弹簧 %1：原长必须是大于 0 m 的数字，或留空以使用初始距离。</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>结构</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>弯曲</translation>
    </message>
    <message>
        <source>Custom Body</source>
        <translation>自定义物体</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>链条</translation>
    </message>
    <message>
        <source>Single spring (two particles)</source>
        <translation>单根弹簧（两个质点）</translation>
    </message>
    <message>
        <source>Tetrahedron</source>
        <translation>四面体</translation>
    </message>
    <message>
        <source>Box of particles</source>
        <translation>质点方块</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>间距</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原点 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>质点质量</translation>
    </message>
    <message>
        <source>Spring kind</source>
        <translation>弹簧类型</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Particles of a chain; particles per side of a box.</source>
        <translation>链条的质点数；方块每边的质点数。</translation>
    </message>
    <message>
        <source>The kind of the template&apos;s springs; a box&apos;s diagonals are shear springs.</source>
        <translation>模板中弹簧的类型；方块的对角线为剪切弹簧。</translation>
    </message>
    <message>
        <source>Pin the first particle</source>
        <translation>固定第一个质点</translation>
    </message>
    <message>
        <source>Fill the Tables from the Template</source>
        <translation>用模板填充表格</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>质点</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧</translation>
    </message>
    <message>
        <source>x (m)</source>
        <translation>x (m)</translation>
    </message>
    <message>
        <source>y (m)</source>
        <translation>y (m)</translation>
    </message>
    <message>
        <source>z (m)</source>
        <translation>z (m)</translation>
    </message>
    <message>
        <source>vx (m/s)</source>
        <translation>vx (m/s)</translation>
    </message>
    <message>
        <source>vy (m/s)</source>
        <translation>vy (m/s)</translation>
    </message>
    <message>
        <source>vz (m/s)</source>
        <translation>vz (m/s)</translation>
    </message>
    <message>
        <source>Mass (kg)</source>
        <translation>质量 (kg)</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>j</source>
        <translation>j</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Rest length (m, empty: initial distance)</source>
        <translation>原长（m，留空：初始距离）</translation>
    </message>
    <message>
        <source>Add Particle</source>
        <translation>添加质点</translation>
    </message>
    <message>
        <source>Remove Particle</source>
        <translation>删除质点</translation>
    </message>
    <message>
        <source>Add Spring</source>
        <translation>添加弹簧</translation>
    </message>
    <message>
        <source>Remove Spring</source>
        <translation>删除弹簧</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Document</name>
    <message>
        <source>Change stiffness</source>
        <translation>更改刚度</translation>
    </message>
    <message>
        <source>Change forces</source>
        <translation>更改外力</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>更改积分器</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Add body</source>
        <translation>添加物体</translation>
    </message>
    <message>
        <source> copy</source>
        <translation> 副本</translation>
    </message>
    <message>
        <source>Duplicate body</source>
        <translation>复制物体</translation>
    </message>
    <message>
        <source>Body “%1” has a spring attached to this body; remove that body first.</source>
        <translation>物体“%1”有弹簧连接到此物体；请先删除那个物体。</translation>
    </message>
    <message>
        <source>Remove body</source>
        <translation>删除物体</translation>
    </message>
    <message>
        <source>Change body</source>
        <translation>更改物体</translation>
    </message>
    <message>
        <source>Add obstacle</source>
        <translation>添加障碍物</translation>
    </message>
    <message>
        <source>Remove obstacle</source>
        <translation>删除障碍物</translation>
    </message>
    <message>
        <source>Change obstacle</source>
        <translation>更改障碍物</translation>
    </message>
    <message>
        <source>Pin particle %1</source>
        <translation>固定质点 %1</translation>
    </message>
    <message>
        <source>Unpin particle %1</source>
        <translation>取消固定质点 %1</translation>
    </message>
    <message>
        <source>Change mass of particle %1</source>
        <translation>更改质点 %1 的质量</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::EnergyPlotPanel</name>
    <message>
        <source>Kinetic</source>
        <translation>动能</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力势能</translation>
    </message>
    <message>
        <source>Elastic (structural)</source>
        <translation>弹性势能（结构）</translation>
    </message>
    <message>
        <source>Elastic (shear)</source>
        <translation>弹性势能（剪切）</translation>
    </message>
    <message>
        <source>Elastic (bending)</source>
        <translation>弹性势能（弯曲）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总能量</translation>
    </message>
    <message>
        <source>Dissipated</source>
        <translation>耗散能量</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <source>Energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>Follow the last</source>
        <translation>跟随最近</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>对数坐标</translation>
    </message>
    <message>
        <source>Show only the most recent seconds while the simulation runs</source>
        <translation>仿真运行时只显示最近若干秒</translation>
    </message>
    <message>
        <source>Kinetic (rotation)</source>
        <translation>动能（转动）</translation>
    </message>
    <message>
        <source>Elastic (angle springs)</source>
        <translation>弹性势能（角度弹簧）</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::FigureExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF（矢量）</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG（矢量）</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>PNG（位图）</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Single column (85 × 53 mm)</source>
        <translation>单栏 (85 × 53 mm)</translation>
    </message>
    <message>
        <source>Double column (170 × 105 mm)</source>
        <translation>双栏 (170 × 105 mm)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义尺寸</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Width × height:</source>
        <translation>宽 × 高：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>分辨率：</translation>
    </message>
    <message>
        <source>Font:</source>
        <translation>字体：</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>字号：</translation>
    </message>
    <message>
        <source>Paper style (white, colour-blind-safe colours, line styles and markers that survive grayscale printing)</source>
        <translation>论文样式（白色背景、色盲友好配色、灰度打印仍可区分的线型和标记）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>SVG files (*.svg)</source>
        <translation>SVG 文件 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export Data (CSV)</source>
        <translation>导出数据 (CSV)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::FigureExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Which plot?</source>
        <translation>哪个图表？</translation>
    </message>
    <message>
        <source>Export Energy History</source>
        <translation>导出能量历史</translation>
    </message>
    <message>
        <source>Export 3D View Image</source>
        <translation>导出 3D 视图图像</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Transparent background</source>
        <translation>透明背景</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>The whole split view</source>
        <translation>整个分屏视图</translation>
    </message>
    <message>
        <source>View %1</source>
        <translation>视图 %1</translation>
    </message>
    <message>
        <source>View %1: %2</source>
        <translation>视图 %1：%2</translation>
    </message>
    <message>
        <source>Capture:</source>
        <translation>捕获：</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ForcesPanel</name>
    <message>
        <source>Gravity (m/s²)</source>
        <translation>重力 (m/s²)</translation>
    </message>
    <message>
        <source>Air resistance</source>
        <translation>空气阻力</translation>
    </message>
    <message>
        <source>Wind (m/s)</source>
        <translation>风 (m/s)</translation>
    </message>
    <message>
        <source>Wind modulation</source>
        <translation>风的调制幅度</translation>
    </message>
    <message>
        <source>Modulation ω₁</source>
        <translation>调制 ω₁</translation>
    </message>
    <message>
        <source>Modulation ω₂</source>
        <translation>调制 ω₂</translation>
    </message>
    <message>
        <source>Gusts</source>
        <translation>阵风</translation>
    </message>
    <message>
        <source>Gust strength</source>
        <translation>阵风强度</translation>
    </message>
    <message>
        <source>Gust probability</source>
        <translation>阵风概率</translation>
    </message>
    <message>
        <source>Velocity retention</source>
        <translation>速度保持系数</translation>
    </message>
    <message>
        <source>Seeded random gusts</source>
        <translation>带种子的随机阵风</translation>
    </message>
    <message>
        <source>Velocity retention multiplies every velocity by this factor once per step. It is not a force: its effect depends on the time step, so runs with different time steps are damped differently.</source>
        <translation>速度保持系数在每一步将所有速度乘以该系数。它不是力：其效果取决于时间步长，因此时间步长不同的运行阻尼也不同。</translation>
    </message>
    <message>
        <source>Cloth–cloth contact</source>
        <translation>布料之间的接触</translation>
    </message>
    <message>
        <source>Cloths collide</source>
        <translation>布料相互碰撞</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::IntegratorPanel</name>
    <message>
        <source>Update equations</source>
        <translation>更新公式</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>时间步长</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run %1 of the comparison&lt;/b&gt; (selected in the Runs panel)</source>
        <translation>&lt;b&gt;对比的运行 %1&lt;/b&gt;（在运行面板中选中）</translation>
    </message>
    <message>
        <source>Change Run Integrator</source>
        <translation>更改运行的积分器</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>接触</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::LocalizedTextEdit</name>
    <message>
        <source>Required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英语</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日语</translation>
    </message>
    <message>
        <source>Chinese (Simplified)</source>
        <translation>中文（简体）</translation>
    </message>
    <message>
        <source>Chinese (Traditional)</source>
        <translation>中文（繁体）</translation>
    </message>
    <message>
        <source>Language of the text: English is required, the others are optional and fall back to English</source>
        <translation>文本的语言：英语为必填，其他为可选，缺少时显示英语</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>选填</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Locks</name>
    <message>
        <source>Locked by the assignment</source>
        <translation>已被作业锁定</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ParticlePanel</name>
    <message>
        <source>none (click a particle)</source>
        <translation>无（请点击一个质点）</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>质点</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>固定</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::PlotPanel</name>
    <message>
        <source>%1: %2 = %3, %4 = %5</source>
        <translation>%1：%2 = %3，%4 = %5</translation>
    </message>
    <message>
        <source>Export Figure…</source>
        <translation>导出图…</translation>
    </message>
    <message>
        <source>Export Data (CSV)…</source>
        <translation>导出数据 (CSV)…</translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation>显示图例(&amp;L)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::RunsModel</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>blown up at t = %1 s (energy bound)</source>
        <translation>在 t = %1 s 发散（能量上限）</translation>
    </message>
    <message>
        <source>blown up at t = %1 s (not finite)</source>
        <translation>在 t = %1 s 发散（非有限值）</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 J</source>
        <translation>%1 J</translation>
    </message>
    <message>
        <source>Energy residual T + U_g + U_e + D − W − E₀ at the last sample</source>
        <translation>最后一个采样点的能量残差 T + U_g + U_e + D − W − E₀</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>RMS distance from the reference (%1) at the last sample</source>
        <translation>最后一个采样点与参考解 (%1) 的均方根距离</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>重命名运行</translation>
    </message>
    <message>
        <source>Change run integrator</source>
        <translation>更改运行的积分器</translation>
    </message>
    <message>
        <source>Change run time step</source>
        <translation>更改运行的时间步长</translation>
    </message>
    <message>
        <source>Change run substeps</source>
        <translation>更改运行的子步数</translation>
    </message>
    <message>
        <source>Change run colour</source>
        <translation>更改运行的颜色</translation>
    </message>
    <message>
        <source>Show run</source>
        <translation>显示运行</translation>
    </message>
    <message>
        <source>Hide run</source>
        <translation>隐藏运行</translation>
    </message>
    <message>
        <source>Change reference run</source>
        <translation>更改参考运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>积分器</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>dt</source>
        <translation>dt</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>子步数</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>可见</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考解</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Energy residual</source>
        <translation>能量残差</translation>
    </message>
    <message>
        <source>Error (RMS)</source>
        <translation>误差 (RMS)</translation>
    </message>
    <message>
        <source>Time step of the run, s</source>
        <translation>运行的时间步长 (s)</translation>
    </message>
    <message>
        <source>Integrator steps per time step: the run steps with dt / substeps</source>
        <translation>每个时间步的积分步数：运行以 dt / 子步数 推进</translation>
    </message>
    <message>
        <source>Errors of every run are measured against this run</source>
        <translation>所有运行的误差都相对于此运行测量</translation>
    </message>
    <message>
        <source>Add run</source>
        <translation>添加运行</translation>
    </message>
    <message>
        <source>Duplicate run</source>
        <translation>复制运行</translation>
    </message>
    <message>
        <source>Remove run</source>
        <translation>删除运行</translation>
    </message>
    <message>
        <source>Move run</source>
        <translation>移动运行</translation>
    </message>
    <message>
        <source>Change run parameters</source>
        <translation>更改运行参数</translation>
    </message>
    <message>
        <source>No reference: mark a run as reference or switch the dop853 reference on</source>
        <translation>无参考解：请将某个运行标为参考解，或打开 dop853 参考解</translation>
    </message>
    <message>
        <source>paused at t = %1 s</source>
        <extracomment>The state of a comparison run that is not advancing (before Play, or paused)</extracomment>
        <translation>已暂停于 t = %1 s</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>showing t = %1 s of the timeline</source>
        <extracomment>A comparison run while the timeline shows one of its earlier moments</extracomment>
        <translation>正在显示时间轴的 t = %1 s</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::RunsPanel</name>
    <message>
        <source>Parameters of %1</source>
        <translation>%1 的参数</translation>
    </message>
    <message>
        <source>This integrator has no parameters.</source>
        <translation>此积分器没有参数。</translation>
    </message>
    <message>
        <source>Run colour</source>
        <translation>运行颜色</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>%1 simulated seconds per second</source>
        <translation>每秒仿真 %1 秒</translation>
    </message>
    <message>
        <source>Add Run</source>
        <translation>添加运行</translation>
    </message>
    <message>
        <source>Add a run of the chosen integrator, with the scene&apos;s time step</source>
        <translation>以场景的时间步长添加所选积分器的运行</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move the run up</source>
        <translation>将运行上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the run down</source>
        <translation>将运行下移</translation>
    </message>
    <message>
        <source>Parameters…</source>
        <translation>参数…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Run every integrator in lockstep from the same initial state</source>
        <translation>从同一初始状态同步运行所有积分器</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Advance every run by one sample interval</source>
        <translation>所有运行前进一个采样间隔</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to t = 0 for every run</source>
        <translation>所有运行回到 t = 0</translation>
    </message>
    <message>
        <source>Sample every</source>
        <translation>采样间隔</translation>
    </message>
    <message>
        <source>Runs are compared at multiples of this interval; a run whose dt does not divide it is interpolated between its steps</source>
        <translation>各运行在此间隔的整数倍时刻进行对比；dt 不能整除此间隔的运行在步之间插值</translation>
    </message>
    <message>
        <source>dop853 reference, tolerance</source>
        <translation>dop853 参考解，容差</translation>
    </message>
    <message>
        <source>When no run is marked as reference, compute a dop853 run at this tolerance alongside and measure errors against it</source>
        <translation>没有运行被标为参考解时，同时以此容差计算 dop853 运行，并以它测量误差</translation>
    </message>
    <message>
        <source>Tolerance of the dop853 reference: tighter is more accurate and slower</source>
        <translation>dop853 参考解的容差：越小越精确，也越慢</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ScenePanel</name>
    <message>
        <source>cloth %1</source>
        <translation>布料 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>间距</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原点 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>质点质量</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>连接模式</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>Bottom right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Pinned corners</source>
        <translation>固定的角</translation>
    </message>
    <message>
        <source>Pinned edges</source>
        <translation>固定的边</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>质点数</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧数</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球体</translation>
    </message>
    <message>
        <source>Centre (m)</source>
        <translation>中心 (m)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>Point (m)</source>
        <translation>平面上的点 (m)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>法线</translation>
    </message>
    <message>
        <source>box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <source>Minimum corner (m)</source>
        <translation>最小角点 (m)</translation>
    </message>
    <message>
        <source>Maximum corner (m)</source>
        <translation>最大角点 (m)</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>摩擦 μ</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>碰撞响应</translation>
    </message>
    <message>
        <source>Select a body or an obstacle to edit it.</source>
        <translation>选择一个物体或障碍物进行编辑。</translation>
    </message>
    <message>
        <source>Cannot remove body</source>
        <translation>无法删除物体</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>添加布料</translation>
    </message>
    <message>
        <source>Add Obstacle</source>
        <translation>添加障碍物</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;属性&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit Particles and Springs…</source>
        <translation>编辑质点和弹簧…</translation>
    </message>
    <message>
        <source>body %1</source>
        <translation>物体 %1</translation>
    </message>
    <message>
        <source>Add Custom Body…</source>
        <translation>添加自定义物体…</translation>
    </message>
    <message>
        <source>Lattice spacing</source>
        <translation>点阵间距</translation>
    </message>
    <message>
        <source>Angle stiffness</source>
        <translation>角度刚度</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>圆环体</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Size (m)</source>
        <translation>尺寸 (m)</translation>
    </message>
    <message>
        <source>Tube radius</source>
        <translation>管半径</translation>
    </message>
    <message>
        <source>Mesh scale</source>
        <translation>网格缩放</translation>
    </message>
    <message>
        <source>Spring scale</source>
        <translation>弹簧刚度倍数</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>solid %1</source>
        <translation>固体 %1</translation>
    </message>
    <message>
        <source>Add Solid</source>
        <translation>添加固体</translation>
    </message>
    <message>
        <source>Layers kept apart</source>
        <translation>各层保持分开</translation>
    </message>
    <message>
        <source>Self-contact</source>
        <translation>自接触</translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation>厚度</translation>
    </message>
    <message>
        <source>default (%1 m)</source>
        <translation>默认（%1 m）</translation>
    </message>
    <message>
        <source>Contact friction μ</source>
        <translation>接触摩擦 μ</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message>
        <source>Scene: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln particle(s)</source>
        <translation>
            <numerusform>%Ln 个质点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pinned particle(s)</source>
        <translation>
            <numerusform>%Ln 个固定质点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spring(s):</source>
        <translation>
            <numerusform>%Ln 根弹簧：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln structural spring(s)</source>
        <translation>
            <numerusform>%Ln 根结构弹簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shear spring(s)</source>
        <translation>
            <numerusform>%Ln 根剪切弹簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bending spring(s)</source>
        <translation>
            <numerusform>%Ln 根弯曲弹簧</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneTreeModel</name>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Bodies</source>
        <translation>物体</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>障碍物</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Obstacle %1</source>
        <translation>障碍物 %1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>cloth %1 × %2, %3</source>
        <translation>布料 %1 × %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>custom, %n particle(s)</source>
        <translation>
            <numerusform>自定义，%n 个质点</numerusform>
        </translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球体</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <source>gravity, air, wind</source>
        <translation>重力、空气、风</translation>
    </message>
    <message numerus="yes">
        <source>solid %1, %n particle(s)</source>
        <translation>
            <numerusform>固体 %1，%n 个质点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneView</name>
    <message>
        <source>3D view</source>
        <translation>3D 视图</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SpringColorLegend</name>
    <message>
        <source>Strain</source>
        <extracomment>Colour bar of the 3D view: springs coloured by their strain (l − L)/L</extracomment>
        <translation>应变</translation>
    </message>
    <message>
        <source>Elastic energy</source>
        <extracomment>Colour bar of the 3D view: springs coloured by their elastic energy</extracomment>
        <translation>弹性势能</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A strain in percent, e.g. &quot;+1.2 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>(99th percentile)</source>
        <extracomment>The colour range of the spring colours is automatic: it reaches the 99th percentile of the springs&apos; values at the frame shown</extracomment>
        <translation>（第 99 百分位数）</translation>
    </message>
    <message>
        <source>Springs coloured by elastic energy ½·k·(l − L)² at the frame shown, with the stiffness the forces use. The colours span 0 to %1, the 99th percentile; the 1 % of springs above it take the end colour.</source>
        <translation>按当前显示帧的弹性势能 ½·k·(l − L)² 为弹簧着色（刚度与计算力时所用的相同）。颜色范围为 0 到 %1，即第 99 百分位数；超过它的 1 % 弹簧显示为色标上端的颜色。</translation>
    </message>
    <message>
        <source>Springs coloured by strain (l − L)/L at the frame shown: blue compressed, grey at rest, red stretched. The colours span %1 to %2, the 99th percentile of |strain|; the most strained 1 % of springs take the end colours.</source>
        <translation>按当前显示帧的应变 (l − L)/L 为弹簧着色：蓝色为压缩，灰色为原长，红色为拉伸。颜色范围为 %1 到 %2，即 |应变| 的第 99 百分位数；应变最大的 1 % 弹簧显示为色标两端的颜色。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StabilityPage</name>
    <message>
        <source>The first dt tried (%1 s) must be shorter than the duration.</source>
        <translation>首个尝试的 dt（%1 s）必须短于时长。</translation>
    </message>
    <message>
        <source>First dt tried:</source>
        <translation>首个尝试的 dt：</translation>
    </message>
    <message>
        <source>The search doubles or halves this step until it brackets the limit, then bisects.</source>
        <translation>搜索将此步长加倍或减半直到夹住极限，然后进行二分。</translation>
    </message>
    <message>
        <source>Bisection tolerance:</source>
        <translation>二分法容差：</translation>
    </message>
    <message>
        <source>Each trial run covers this time; a run is unstable when it produces NaN or its energy leaves its bound.</source>
        <translation>每次试验运行覆盖这段时间；出现 NaN 或能量超出上限的运行视为不稳定。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StabilityPanel</name>
    <message>
        <source>Computing the spectrum…</source>
        <translation>正在计算谱…</translation>
    </message>
    <message>
        <source>The spectrum could not be computed.</source>
        <translation>无法计算谱。</translation>
    </message>
    <message>
        <source>Stiffest mode: ω = %1 rad/s, mostly %2</source>
        <translation>最硬模态：ω = %1 rad/s，主要为%2</translation>
    </message>
    <message>
        <source>Whole region</source>
        <translation>整个区域</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>稳定域</translation>
    </message>
    <message>
        <source>Damping</source>
        <translation>数值阻尼</translation>
    </message>
    <message>
        <source>Period error</source>
        <translation>周期误差</translation>
    </message>
    <message>
        <source>No stability study: %1</source>
        <translation>无法进行稳定性分析：%1</translation>
    </message>
    <message>
        <source>Show the region over −3 ≤ Re(h·λ) ≤ 1, |Im(h·λ)| ≤ 3 (per mode: 0 ≤ ζ ≤ 1) instead of around the scene&apos;s modes.</source>
        <translation>显示 −3 ≤ Re(h·λ) ≤ 1、|Im(h·λ)| ≤ 3（按模态：0 ≤ ζ ≤ 1）的区域，而不是场景模态附近的区域。</translation>
    </message>
    <message>
        <source>Per mode</source>
        <translation>按模态</translation>
    </message>
    <message>
        <source>Linearise about:</source>
        <translation>线性化于：</translation>
    </message>
    <message>
        <source>Initial state</source>
        <translation>初始状态</translation>
    </message>
    <message>
        <source>The modes are of the forces linearised about a state: the run&apos;s current state follows the cloth as it moves (a hanging cloth has modes that the cloth at rest length does not).</source>
        <translation>模态来自在某一状态处线性化的力：运行的当前状态会随布料的运动而更新（悬挂的布料具有处于原长的布料所没有的模态）。</translation>
    </message>
    <message>
        <source>Current state</source>
        <translation>当前状态</translation>
    </message>
    <message>
        <source>Fastest-growing mode of %1: ω = %2 rad/s, mostly %3; predicted to e-fold in %4 s</source>
        <translation>%1增长最快的模态：ω = %2 rad/s，主要为%3；预测 %4 s 增长 e 倍</translation>
    </message>
    <message>
        <source>Show the mode in 3D</source>
        <translation>在 3D 中显示模态</translation>
    </message>
    <message>
        <source>Animate in the Simulation view the fastest-growing mode of a run that is unstable at its dt, else the scene&apos;s highest mode.</source>
        <translation>在仿真视图中以动画显示在其 dt 下不稳定的运行中增长最快的模态；若没有，则显示场景的最高阶模态。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StiffnessTableModel</name>
    <message>
        <source>%1
(%2)</source>
        <extracomment>Column header on two lines: a quantity, then its unit, e.g. &quot;Stretch k⁺&quot; / &quot;(N/m)&quot;</extracomment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>弹簧数</translation>
    </message>
    <message>
        <source>Stretch k⁺</source>
        <translation>拉伸刚度 k⁺</translation>
    </message>
    <message>
        <source>Compression k⁻</source>
        <translation>压缩刚度 k⁻</translation>
    </message>
    <message>
        <source>Damping c</source>
        <translation>阻尼 c</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>结构弹簧</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>剪切弹簧</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>弯曲弹簧</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SweepPage</name>
    <message>
        <source>The scene has no %1.</source>
        <translation>场景中没有%1。</translation>
    </message>
    <message>
        <source>The stretch stiffness of the %1 is 0 N/m: a sweep multiplies it, so it must be positive.</source>
        <translation>%1的拉伸刚度为 0 N/m：扫描会按倍数改变它，因此它必须为正。</translation>
    </message>
    <message>
        <source>“To” must be larger than “From”.</source>
        <translation>“到”必须大于“从”。</translation>
    </message>
    <message>
        <source>Springs scaled:</source>
        <translation>缩放的弹簧：</translation>
    </message>
    <message>
        <source>Stretch and compression stiffness of these springs are multiplied; damping is kept. For one kind the range is in N/m, for all kinds it is a factor on the scene&apos;s values.</source>
        <translation>这些弹簧的拉伸与压缩刚度按倍数改变，阻尼不变。单一类型时范围以 N/m 表示，所有类型时为相对场景值的倍数。</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>从：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <source>Logarithmic spacing</source>
        <translation>对数间隔</translation>
    </message>
    <message>
        <source>Cheapest method for an RMS error of</source>
        <translation>达到以下 RMS 误差的最省计算的方法</translation>
    </message>
    <message>
        <source>Instead of stability limits: at each stiffness a work–precision sweep of every checked method (%1 steps each, from its stability limit down), and the method that reaches the accuracy at the end of the duration for the least CPU time.</source>
        <translation>代替稳定极限：在每个刚度下对每个勾选的方法做计算量–精度扫描（各 %1 个步长，从其稳定极限向下），给出在时长结束时以最少 CPU 时间达到该精度的方法。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TaskBanner</name>
    <message>
        <source>Use Other Settings</source>
        <translation>使用其他设置</translation>
    </message>
    <message>
        <source>Unlocks the settings. A result with other settings is kept with the submission, but it is not what the grader recomputes.</source>
        <translation>解除设置的锁定。用其他设置得到的结果也会随提交文件保存，但评分时不会按它重新计算。</translation>
    </message>
    <message>
        <source>These are the settings of the task “%1”. The grader recomputes the task with them, so they are locked here.</source>
        <translation>这是题目“%1”的设置。评分时按这些设置重新计算该题目，因此这里已锁定。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TaskForm</name>
    <message>
        <source>the id of the most accurate integrator</source>
        <translation>最精确的积分器的 id</translation>
    </message>
    <message>
        <source>“%1” in %2 is not a number</source>
        <translation>%2 中的“%1”不是数字</translation>
    </message>
    <message>
        <source>the time steps</source>
        <translation>时间步长</translation>
    </message>
    <message>
        <source>the stiffness scales</source>
        <translation>刚度倍数</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>分值：</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>积分器：</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>积分器：</translation>
    </message>
    <message>
        <source>Time step:</source>
        <translation>时间步长：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>Time steps (s):</source>
        <translation>时间步长 (s)：</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>参考：</translation>
    </message>
    <message>
        <source>Bisection:</source>
        <translation>二分法：</translation>
    </message>
    <message>
        <source>Stiffness scales:</source>
        <translation>刚度倍数：</translation>
    </message>
    <message>
        <source>Spring kind:</source>
        <translation>弹簧类型：</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>期望值：</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>值：</translation>
    </message>
    <message>
        <source>Outcome:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容差：</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>单位：</translation>
    </message>
    <message>
        <source>Unique in the assignment: lower-case letters, digits and &apos;-&apos;</source>
        <translation>在作业中唯一：小写字母、数字和 &apos;-&apos;</translation>
    </message>
    <message>
        <source>The step of the integrators; a stability search starts from it</source>
        <translation>积分器的时间步长；稳定极限的搜索从它开始</translation>
    </message>
    <message>
        <source>Relative width at which the stability search stops</source>
        <translation>稳定极限搜索停止时的相对宽度</translation>
    </message>
    <message>
        <source>(the default reference)</source>
        <translation>（默认参考解）</translation>
    </message>
    <message>
        <source>every kind</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>结构</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>弯曲</translation>
    </message>
    <message>
        <source>computed by ClothLab from these settings</source>
        <translation>由 ClothLab 按这些设置计算</translation>
    </message>
    <message>
        <source>a stated value</source>
        <translation>给定的值</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>不发散</translation>
    </message>
    <message>
        <source>blows up</source>
        <translation>发散</translation>
    </message>
    <message>
        <source>relative to the expected value</source>
        <translation>相对于期望值</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>测量量：</translation>
    </message>
    <message>
        <source>energy ratio E(T)/E(0)</source>
        <translation>能量比 E(T)/E(0)</translation>
    </message>
    <message>
        <source>energy balance (E(T) + D − W)/E(0)</source>
        <translation>能量收支 (E(T) + D − W)/E(0)</translation>
    </message>
    <message>
        <source>mean strain |l − L|/L</source>
        <translation>平均应变 |l − L|/L</translation>
    </message>
    <message>
        <source>largest strain |l − L|/L</source>
        <translation>最大应变 |l − L|/L</translation>
    </message>
    <message>
        <source>Parameters: “%1” is not NAME=VALUE</source>
        <translation>参数：“%1”不是 NAME=VALUE 形式</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>The integrator&apos;s parameters as NAME=VALUE, separated by commas (clothlab-cli integrators lists them with their ranges)</source>
        <translation>积分器的参数，写成 NAME=VALUE，以逗号分隔（clothlab-cli integrators 列出参数及其范围）</translation>
    </message>
    <message>
        <source>the defaults, or NAME=VALUE, …</source>
        <translation>默认值，或 NAME=VALUE, …</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TasksPanel</name>
    <message>
        <source>run to a time</source>
        <translation>运行到指定时刻</translation>
    </message>
    <message>
        <source>stability limit</source>
        <translation>稳定极限</translation>
    </message>
    <message>
        <source>convergence order</source>
        <translation>收敛阶</translation>
    </message>
    <message>
        <source>error comparison</source>
        <translation>误差对比</translation>
    </message>
    <message>
        <source>stiffness sweep</source>
        <translation>刚度扫描</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字作答</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>answer entered</source>
        <translation>已填写答案</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Enter your student ID to hand in.</source>
        <translation>提交前请输入学号。</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>No assignment is open (File ▸ Open Assignment).</source>
        <translation>没有打开的作业（文件 ▸ 打开作业）。</translation>
    </message>
    <message>
        <source>Open &amp;Analysis…</source>
        <translation>打开分析(&amp;A)…</translation>
    </message>
    <message>
        <source>Opens the workbench&apos;s analysis of the selected task with the task&apos;s settings</source>
        <translation>以所选题目的设置打开工作台中对应的分析</translation>
    </message>
    <message>
        <source>measured quantity</source>
        <translation>测量量</translation>
    </message>
    <message>
        <source>Select a task that the workbench can compute</source>
        <translation>请选择工作台能够计算的题目</translation>
    </message>
    <message>
        <source>Runs the task with its settings and fills in its answer</source>
        <translation>按题目的设置运行并填入答案</translation>
    </message>
    <message>
        <source>Runs the task with its settings; read the value off and type it as your answer</source>
        <translation>按题目的设置运行；请读取数值并作为答案输入</translation>
    </message>
    <message>
        <source>Your teacher has not allowed this task to be run for you: open its analysis, run it, read the value off and type it as your answer</source>
        <translation>老师不允许自动运行此题目：请打开其分析并运行，读取数值后作为答案输入</translation>
    </message>
    <message>
        <source>“%1” runs in the Analyses dialog: read the value off its table and type it as your answer.</source>
        <translation>“%1”在分析对话框中运行：请从表中读取数值并作为答案输入。</translation>
    </message>
    <message>
        <source>“%1” is done: its run is recorded for the hand-in.</source>
        <translation>“%1”已完成：其运行已记录以供提交。</translation>
    </message>
    <message>
        <source>“%1”: the run gives %2. Type it as your answer.</source>
        <translation>“%1”：运行结果为 %2。请将其作为答案输入。</translation>
    </message>
    <message>
        <source>the task&apos;s run</source>
        <translation>题目的运行</translation>
    </message>
    <message>
        <source>read off an analysis</source>
        <translation>从分析中读取</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <source>earns its points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>read by the teacher</source>
        <translation>由老师批阅</translation>
    </message>
    <message>
        <source>%1 (ID %2)</source>
        <translation>%1（学号 %2）</translation>
    </message>
    <message>
        <source>&amp;Run the Selected Task</source>
        <translation>运行所选题目(&amp;R)</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>未发散</translation>
    </message>
    <message>
        <source>blows up</source>
        <translation>发散</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A grader&apos;s verdict on one answer: the verdict in words, the grader&apos;s id for it (as the CSV of clothlab-cli grade writes it), then why</extracomment>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>edited after handing in</source>
        <translation>提交后被修改</translation>
    </message>
    <message>
        <source>does not match the assignment</source>
        <translation>与作业不符</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺少答案</translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>无法读取的文件</translation>
    </message>
    <message>
        <source>for the teacher to read</source>
        <translation>由老师批阅</translation>
    </message>
    <message>
        <source>duplicate student ID</source>
        <translation>学号重复</translation>
    </message>
    <message>
        <source>too costly to recompute</source>
        <translation>重新计算的开销过大</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TimelineBar</name>
    <message>
        <source>Contact begins at t = %1 s</source>
        <translation>t = %1 s 时开始接触</translation>
    </message>
    <message>
        <source>The energy residual passes %1 % of the energy scale at t = %2 s</source>
        <translation>t = %2 s 时能量残差超过能量尺度的 %1 %</translation>
    </message>
    <message>
        <source>Blow-up at t = %1 s</source>
        <translation>t = %1 s 时发散</translation>
    </message>
    <message>
        <source>Replay from Here</source>
        <translation>从此处重放</translation>
    </message>
    <message>
        <source>Put the run back to the moment shown and play on from there, with the integrator settings as they are now (a smaller time step, say)</source>
        <translation>将运行退回到所显示的时刻，并以当前的积分器设置（例如更小的时间步长）从那里继续播放</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Show the run where it is now</source>
        <translation>显示运行的当前状态</translation>
    </message>
    <message>
        <source>The run&apos;s timeline: drag to see the run as it was at any moment</source>
        <translation>运行的时间轴：拖动可查看运行在任意时刻的状态</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Showing t = %1 s</source>
        <translation>正在显示 t = %1 s</translation>
    </message>
    <message>
        <source>Back to Live</source>
        <translation>回到当前</translation>
    </message>
    <message>
        <source>The energy residual starts its final growth at t = %1 s: measured, it e-folds every %2 s, so the growing mode&apos;s amplitude every %3 s</source>
        <translation>t = %1 s 时能量残差开始最后的增长：实测每 %2 s 增长 e 倍，因此增长模态的振幅每 %3 s 增长 e 倍</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::WorkPrecisionPage</name>
    <message>
        <source>Steps per method:</source>
        <translation>每个方法的步长数：</translation>
    </message>
    <message>
        <source>Cheapest method for an RMS error of</source>
        <translation>达到以下 RMS 误差的最省计算的方法</translation>
    </message>
    <message>
        <source>Cost measured as:</source>
        <translation>代价度量：</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 时间</translation>
    </message>
    <message>
        <source>Force evaluations + CG iterations</source>
        <translation>力求值次数 + CG 迭代次数</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>CPU time is what you wait for, and varies a little between runs; evaluations and steps are the same on every machine.</source>
        <translation>CPU 时间即实际等待的时间，每次运行略有不同；求值次数和步数在任何机器上都相同。</translation>
    </message>
    <message>
        <source>Each fixed-step method runs at the largest step that its measured stability limit allows (the scene&apos;s dt times a power of two) and at this many steps in all, halving; the methods with error control (rk45, dop853) at as many tolerances.</source>
        <translation>每个固定步长方法从其实测稳定极限允许的最大步长（场景 dt 乘以 2 的幂）开始逐次减半，共运行这么多个步长；带误差控制的方法（rk45、dop853）运行同样多个容差。</translation>
    </message>
    <message>
        <source>Reference tolerance (dop853):</source>
        <translation>参考解容差（dop853）：</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for mass-spring cloth simulation.</source>
        <translation>质点弹簧模型布料仿真工作台。</translation>
    </message>
    <message>
        <source>Save the window as a PNG image to &lt;file&gt; once it is shown, then quit.</source>
        <translation>窗口显示后，将其保存为 PNG 图像 &lt;文件&gt;，然后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>启动后立即开始仿真。</translation>
    </message>
    <message>
        <source>Show the comparison of the scene&apos;s runs (with --play, run them).</source>
        <translation>显示场景中各运行的对比（配合 --play 时运行它们）。</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>What to do with unsaved work autosaved by a session that did not close normally: ask (the default), restore or discard.</source>
        <translation>如何处理未正常关闭的会话自动保存的未保存工作：ask（询问，默认）、restore（恢复）或 discard（丢弃）。</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>A scene or assignment file, preset:NAME or assignment:NAME, to open at start.</source>
        <translation>启动时打开的场景文件或作业文件，或 preset:名称、assignment:名称。</translation>
    </message>
</context>
</TS>
