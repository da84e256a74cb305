<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AnalysisText</name>
    <message>
        <source>blew up at t = %1 s</source>
        <translation>在 t = %1 s 發散</translation>
    </message>
    <message>
        <source>Time step dt (s)</source>
        <translation>時間步長 dt (s)</translation>
    </message>
    <message>
        <source>RMS error at t = %1 s (m)</source>
        <translation>t = %1 s 時的 RMS 誤差 (m)</translation>
    </message>
    <message>
        <source>slope %1</source>
        <translation>斜率 %1</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Error RMS (m)</source>
        <translation>誤差 RMS (m)</translation>
    </message>
    <message>
        <source>Error max (m)</source>
        <translation>最大誤差 (m)</translation>
    </message>
    <message>
        <source>Observed order</source>
        <translation>觀測階</translation>
    </message>
    <message>
        <source>Fitted order</source>
        <translation>擬合階</translation>
    </message>
    <message>
        <source>Convergence study on “%1”: error of the positions at t = %2 s against the reference %3 (RMS and max over free particles). Observed order: log(e₁/e₂)/log(dt₁/dt₂) per halving; fitted order: least-squares slope. Grey dashed lines: slopes 1, 2 and 4.</source>
        <translation>「%1」的收斂性研究：t = %2 s 時的位置誤差，參考解為 %3（對非固定質點取 RMS 與最大值）。觀測階：每次減半的 log(e₁/e₂)/log(dt₁/dt₂)；擬合階：最小平方斜率。灰色虛線：斜率 1、2 與 4。</translation>
    </message>
    <message>
        <source>Largest stable dt</source>
        <translation>最大穩定 dt</translation>
    </message>
    <message>
        <source>unstable at every dt tried</source>
        <translation>所有嘗試的 dt 皆不穩定</translation>
    </message>
    <message>
        <source>stable at every dt tried (a lower bound)</source>
        <translation>所有嘗試的 dt 皆穩定（下限）</translation>
    </message>
    <message>
        <source>Largest stable dt (s)</source>
        <translation>最大穩定 dt (s)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行次數</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Stability limits on “%1”: the largest dt for which a run of %2 s stays bounded (finite, energy within its bound), found by bisection to %3 %. A limit of %2 s means stable at every dt tried.</source>
        <translation>「%1」的穩定極限：使 %2 s 的執行保持有界（數值有限、能量在上限內）的最大 dt，以二分法求至 %3 %。極限為 %2 s 表示所有嘗試的 dt 皆穩定。</translation>
    </message>
    <message>
        <source>Stretch stiffness k⁺ of the %1 (N/m)</source>
        <translation>%1的拉伸剛度 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Stiffness factor (× the scene&apos;s values)</source>
        <translation>剛度倍數（相對場景中的值）</translation>
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
        <translation>剛度倍數</translation>
    </message>
    <message>
        <source>Stiffness sweep on “%1” (%2; stretch and compression scaled, damping kept): the largest dt for which a run of %3 s stays bounded, bisection to %4 %. Grey dashed line: slope −1/2, the explicit methods&apos; dt ∝ 1/√k. A limit of %3 s is a lower bound.</source>
        <translation>「%1」的剛度掃描（%2；按倍數改變拉伸與壓縮剛度，阻尼不變）：使 %3 s 的執行保持有界的最大 dt，二分法求至 %4 %。灰色虛線：斜率 −1/2，即顯式方法的 dt ∝ 1/√k。極限 %3 s 為下限。</translation>
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
        <translation>所有類型</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>彎曲彈簧</translation>
    </message>
    <message>
        <source>springs of every kind</source>
        <translation>所有類型的彈簧</translation>
    </message>
    <message>
        <source>structural springs</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>shear springs</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>bending springs</source>
        <translation>彎曲彈簧</translation>
    </message>
    <message>
        <source>Convergence study</source>
        <translation>收斂性研究</translation>
    </message>
    <message>
        <source>Stability limits</source>
        <translation>穩定極限</translation>
    </message>
    <message>
        <source>Stiffness sweep</source>
        <translation>剛度掃描</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>柏拉圖前緣</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>CPU time (s)</source>
        <translation>CPU 時間 (s)</translation>
    </message>
    <message>
        <source>blew up</source>
        <translation>發散</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容許誤差</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Evaluations</source>
        <translation>求值次數</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Work–precision on “%1”: RMS error of the positions at t = %2 s against the reference %3, against the thread CPU time of each run (its first step not counted). Grey band: the Pareto front; crosses at the top: runs that blew up; labels: the accuracies where the cheapest method changes.</source>
        <translation>「%1」的計算量–精度：t = %2 s 時位置相對參考解 %3 的 RMS 誤差，與每次執行的執行緒 CPU 時間（不計第一步）。灰色帶：柏拉圖前緣；頂部叉號：發散的執行；標籤：最省計算的方法改變處的精度。</translation>
    </message>
    <message>
        <source>%1 at tolerance ≈ %2</source>
        <translation>%1，容許誤差 ≈ %2</translation>
    </message>
    <message>
        <source>%1 at dt ≈ %2 s</source>
        <translation>%1，dt ≈ %2 s</translation>
    </message>
    <message>
        <source>%1 s of CPU time</source>
        <translation>CPU 時間 %1 s</translation>
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
        <translation>在 t = %2 s 達到 %1 m：%3，%4。</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 × as much.</source>
        <translation>次優：%1，為其 %2 倍。</translation>
    </message>
    <message>
        <source>Work–precision</source>
        <translation>計算量–精度</translation>
    </message>
    <message>
        <source>Cheapest method by stiffness</source>
        <translation>各剛度下最省計算的方法</translation>
    </message>
    <message>
        <source>no method reached the accuracy</source>
        <translation>沒有方法達到該精度</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>force evaluations and CG iterations</source>
        <translation>力求值次數與 CG 迭代次數</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>k ≈ %1</source>
        <translation>k ≈ %1</translation>
    </message>
    <message>
        <source>Cheapest method</source>
        <translation>最省計算的方法</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次優</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>倍數</translation>
    </message>
    <message>
        <source>Cheapest method on “%1” for an RMS error of %2 m at t = %3 s as the %4 get stiffer (stretch and compression scaled, damping kept), against the reference %5; cost: %6. Each band spans the stiffnesses where its method is the cheapest, with edges halfway (in log k) between the stiffnesses measured.</source>
        <translation>「%1」中%4變硬時（拉伸與壓縮剛度按倍數縮放，阻尼不變），在 t = %3 s 達到 RMS 誤差 %2 m 的最省計算的方法（參考解 %5，代價：%6）。每條帶涵蓋該方法最省計算的剛度範圍，邊界取所測剛度之間的中點（按 log k）。</translation>
    </message>
    <message>
        <source>No method reached %1 m.</source>
        <translation>沒有方法達到 %1 m。</translation>
    </message>
    <message>
        <source>Caution: %1.</source>
        <translation>注意：%1。</translation>
    </message>
    <message>
        <source>Predicted dt (s)</source>
        <translation>預測 dt (s)</translation>
    </message>
</context>
<context>
    <name>ClassFigure</name>
    <message>
        <source>submitted / expected</source>
        <translation>繳交值 / 期望值</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>通過</translation>
    </message>
    <message>
        <source>not ok</source>
        <translation>未通過</translation>
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
        <translation>應為物件，實際為%1</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>應為陣列，實際為%1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>應為數值，實際為%1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>應為字串，實際為%1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>應為 true 或 false，實際為%1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>應為整數，實際為%1</translation>
    </message>
    <message>
        <source>expected an array of 3 numbers, found %1</source>
        <translation>應為 3 個數值的陣列，實際為%1</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>不是有限數值</translation>
    </message>
    <message>
        <source>%1 is out of range: expected %2</source>
        <translation>%1 超出範圍：應滿足 %2</translation>
    </message>
    <message>
        <source>u_axis and v_axis must be orthogonal</source>
        <translation>u_axis 與 v_axis 必須正交</translation>
    </message>
    <message>
        <source>zero-length spring: particles %1 and %2 start at the same position and no rest_length is given</source>
        <translation>長度為零的彈簧：質點 %1 與 %2 初始位置相同，且未給出 rest_length</translation>
    </message>
    <message>
        <source>every edge length must be &gt; 0</source>
        <translation>每條邊長都必須 &gt; 0</translation>
    </message>
    <message>
        <source>must be smaller than the radius</source>
        <translation>必須小於半徑</translation>
    </message>
    <message>
        <source>no lattice point lies inside the shape (decrease the spacing)</source>
        <translation>形狀內部沒有格點（請減小間距）</translation>
    </message>
    <message>
        <source>the plane normal must not be zero</source>
        <translation>平面法向量不能為零</translation>
    </message>
    <message>
        <source>every component of max must exceed the same component of min</source>
        <translation>max 的每個分量都必須大於 min 的對應分量</translation>
    </message>
    <message>
        <source>format version %1 is newer than this ClothLab reads (up to %2); please update ClothLab</source>
        <translation>格式版本 %1 比此 ClothLab 能讀取的版本（最高 %2）更新；請更新 ClothLab</translation>
    </message>
    <message>
        <source>format version %1 does not exist</source>
        <translation>格式版本 %1 不存在</translation>
    </message>
    <message>
        <source>malformed JSON at line %1, column %2</source>
        <translation>JSON 格式錯誤（第 %1 行第 %2 欄）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字串</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>布林值</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>陣列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>物件</translation>
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
        <translation>未知的形狀</translation>
    </message>
    <message>
        <source>the mesh has no triangles</source>
        <translation>網格沒有三角形</translation>
    </message>
    <message>
        <source>spacing must be finite and &gt; 0</source>
        <translation>格子間距必須為有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>particle mass must be finite and &gt; 0</source>
        <translation>質點質量必須為有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>angle stiffness and spring scale must be finite and &gt;= 0</source>
        <translation>角度彈簧剛度與彈簧剛度倍數必須為有限值且 ≥ 0</translation>
    </message>
    <message>
        <source>center, rotation and velocities must be finite</source>
        <translation>中心、旋轉和速度必須為有限值</translation>
    </message>
    <message>
        <source>box edge lengths must be &gt; 0</source>
        <translation>長方體的每條邊長都必須 &gt; 0</translation>
    </message>
    <message>
        <source>radius must be finite and &gt; 0</source>
        <translation>半徑必須為有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>tube radius must be &gt; 0 and smaller than the radius</source>
        <translation>管半徑必須 &gt; 0 且小於半徑</translation>
    </message>
    <message>
        <source>mesh scale must be finite and &gt; 0</source>
        <translation>網格縮放必須為有限值且 &gt; 0</translation>
    </message>
    <message>
        <source>the mesh is not closed: %1</source>
        <translation>網格不封閉：%1</translation>
    </message>
    <message>
        <source>the lattice would have more than 2 million points (increase the spacing)</source>
        <translation>格子將超過 200 萬個點（請增大間距）</translation>
    </message>
    <message>
        <source>body %1 &quot;%2&quot;: %3</source>
        <translation>物體 %1「%2」：%3</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; (expected one of: %2)</source>
        <translation>未知的鍵「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>missing key &quot;%1&quot;</source>
        <translation>缺少鍵「%1」</translation>
    </message>
    <message>
        <source>%1 is out of range [%2, %3]</source>
        <translation>%1 超出範圍 [%2, %3]</translation>
    </message>
    <message>
        <source>expected an array of 3 numbers, found an array of %1</source>
        <translation>應為 3 個數值的陣列，實際為 %1 個元素的陣列</translation>
    </message>
    <message>
        <source>must be a unit vector (length %1)</source>
        <translation>必須是單位向量（其長度為 %1）</translation>
    </message>
    <message>
        <source>unknown corner &quot;%1&quot; (expected %2)</source>
        <translation>未知的角「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown edge &quot;%1&quot; (expected %2)</source>
        <translation>未知的邊「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown topology &quot;%1&quot; (expected %2)</source>
        <translation>未知的連接模式「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>particle index %1 does not exist (the scene has %2 particles up to this body)</source>
        <translation>質點 %1 不存在（到此物體為止場景共有 %2 個質點）</translation>
    </message>
    <message>
        <source>spring connects particle %1 to itself</source>
        <translation>彈簧把質點 %1 連接到它自身</translation>
    </message>
    <message>
        <source>duplicate spring between particles %1 and %2</source>
        <translation>質點 %1 與 %2 之間有第二根彈簧</translation>
    </message>
    <message>
        <source>unknown spring kind &quot;%1&quot; (expected %2)</source>
        <translation>未知的彈簧類型「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown shape &quot;%1&quot; (expected %2)</source>
        <translation>未知的形狀「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>%1 is not a closed mesh: %2</source>
        <translation>%1 不是封閉網格：%2</translation>
    </message>
    <message>
        <source>unknown body type &quot;%1&quot; (expected %2)</source>
        <translation>未知的物體類型「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown obstacle type &quot;%1&quot; (expected %2)</source>
        <translation>未知的障礙物類型「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown response &quot;%1&quot; (expected %2)</source>
        <translation>未知的碰撞響應「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown integrator &quot;%1&quot; (known: %2)</source>
        <translation>未知的積分器「%1」（已知：%2）</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: not a parameter of %2 (its parameters: none)</source>
        <translation>未知的鍵「%1」：不是 %2 的參數（它沒有參數）</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: not a parameter of %2 (its parameters: %3)</source>
        <translation>未知的鍵「%1」：不是 %2 的參數（其參數：%3）</translation>
    </message>
    <message>
        <source>expected a colour as &quot;#rrggbb&quot;, found &quot;%1&quot;</source>
        <translation>應為「#rrggbb」格式的顏色，實際為「%1」</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>不是 ClothLab 場景檔案（格式為「%2」，應為「%1」）</translation>
    </message>
    <message>
        <source>cannot override: %1</source>
        <translation>無法覆寫：%1</translation>
    </message>
    <message>
        <source>empty path</source>
        <translation>路徑為空</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 不是陣列</translation>
    </message>
    <message>
        <source>index %1 is beyond the %2 elements of %3</source>
        <translation>索引 %1 超出了 %3 的 %2 個元素</translation>
    </message>
    <message>
        <source>the scene is not an object</source>
        <translation>場景不是物件</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 不是物件</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>not a finite number: %1 is too large for a double</source>
        <translation>不是有限數值：%1 太大</translation>
    </message>
    <message>
        <source>not a finite number: %1 is too large for a double (at line %2, column %3)</source>
        <translation>不是有限數值：%1 太大（第 %2 行第 %3 欄）</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>無法開啟檔案（%1）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>write failed, previous file kept: %1</source>
        <translation>寫入失敗，已保留原檔案：%1</translation>
    </message>
    <message>
        <source>cannot replace the file, previous file kept: %1</source>
        <translation>無法取代檔案，已保留原檔案：%1</translation>
    </message>
    <message>
        <source>integrator %1 does not model the orientations of solids and would ignore their angle springs; use one of: %2</source>
        <translation>積分器 %1 不處理固體的姿態，會忽略其角度彈簧；請使用以下之一：%2</translation>
    </message>
    <message>
        <source>time step must be a positive number of seconds</source>
        <translation>時間步長必須為正的秒數</translation>
    </message>
    <message>
        <source>unknown integrator &apos;%1&apos;</source>
        <translation>未知的積分器「%1」</translation>
    </message>
    <message>
        <source>integrator %1: %2</source>
        <translation>積分器 %1：%2</translation>
    </message>
    <message>
        <source>no such preset (known: %1)</source>
        <translation>沒有這個預設集（已知：%1）</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (known: none)</source>
        <translation>未知參數「%1」（沒有參數）</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos; (known: %2)</source>
        <translation>未知參數「%1」（已知：%2）</translation>
    </message>
    <message>
        <source>%1: value is not a finite number</source>
        <translation>參數 %1：值不是有限數值</translation>
    </message>
    <message>
        <source>%1: %2 is outside [%3, %4]</source>
        <translation>參數 %1 = %2 超出 [%3, %4]</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>參數 %1 = %2 不是整數</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>a vertex needs 3 coordinates (and an optional weight), found %1</source>
        <translation>頂點需要 3 個座標（以及可選的權重），實際有 %1 個</translation>
    </message>
    <message>
        <source>unsupported statement &quot;%1&quot;</source>
        <translation>不支援的敘述「%1」</translation>
    </message>
    <message>
        <source>no faces</source>
        <translation>沒有面</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>「%1」不是有限數值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a vertex index</source>
        <translation>「%1」不是頂點索引</translation>
    </message>
    <message>
        <source>vertex index %1 does not exist (%2 vertices so far)</source>
        <translation>頂點 %1 不存在（到此為止共有 %2 個頂點）</translation>
    </message>
    <message>
        <source>a face needs at least 3 corners, found %1</source>
        <translation>面至少需要 3 個頂點，實際為 %1 個</translation>
    </message>
    <message>
        <source>a face uses the same vertex twice</source>
        <translation>面兩次使用同一個頂點</translation>
    </message>
    <message>
        <source>cannot open the mesh file</source>
        <translation>無法開啟網格檔案</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 borders only one face (the mesh has a hole)</source>
        <translation>頂點 %1 與 %2 之間的邊只與一個面相鄰（網格有洞）</translation>
    </message>
    <message>
        <source>unknown topology %1</source>
        <translation>未知的連接模式 %1</translation>
    </message>
    <message>
        <source>rows must be at least 2, got %1</source>
        <translation>列數至少為 2，實際為 %1</translation>
    </message>
    <message>
        <source>cols must be at least 2, got %1</source>
        <translation>行數至少為 2，實際為 %1</translation>
    </message>
    <message>
        <source>rows x cols = %1 is too large</source>
        <translation>列數 × 欄數 = %1 太大</translation>
    </message>
    <message>
        <source>spacing must be finite and &gt; 0, got %1</source>
        <translation>間距必須為有限值且 &gt; 0，實際為 %1</translation>
    </message>
    <message>
        <source>particle mass must be finite and &gt; 0, got %1</source>
        <translation>質點質量必須為有限值且 &gt; 0，實際為 %1</translation>
    </message>
    <message>
        <source>origin is not finite: %1</source>
        <translation>原點不是有限值：%1</translation>
    </message>
    <message>
        <source>velocity is not finite: %1</source>
        <translation>速度不是有限值：%1</translation>
    </message>
    <message>
        <source>u axis %1 is not a unit vector</source>
        <translation>u 軸 %1 不是單位向量</translation>
    </message>
    <message>
        <source>v axis %1 is not a unit vector</source>
        <translation>v 軸 %1 不是單位向量</translation>
    </message>
    <message>
        <source>u axis %1 and v axis %2 are not orthogonal</source>
        <translation>u 軸 %1 與 v 軸 %2 不正交</translation>
    </message>
    <message>
        <source>pin index %1 is out of range [0, %2)</source>
        <translation>固定質點的索引 %1 超出範圍 [0, %2)</translation>
    </message>
    <message>
        <source>%1 particles are too many</source>
        <translation>%1 個質點太多</translation>
    </message>
    <message>
        <source>particle %1: %2</source>
        <translation>質點 %1：%2</translation>
    </message>
    <message>
        <source>position is not finite: %1</source>
        <translation>位置不是有限值：%1</translation>
    </message>
    <message>
        <source>mass must be finite and &gt; 0, got %1</source>
        <translation>質量必須為有限值且 &gt; 0，實際為 %1</translation>
    </message>
    <message>
        <source>spring %1: %2</source>
        <translation>彈簧 %1：%2</translation>
    </message>
    <message>
        <source>particle index %1 is out of range [0, %2)</source>
        <translation>質點索引 %1 超出範圍 [0, %2)</translation>
    </message>
    <message>
        <source>connects particle %1 to itself</source>
        <translation>把質點 %1 連接到它自身</translation>
    </message>
    <message>
        <source>unknown spring kind %1</source>
        <translation>未知的彈簧類型 %1</translation>
    </message>
    <message>
        <source>scale must be finite and &gt;= 0, got %1</source>
        <translation>倍數必須為有限值且 ≥ 0，實際為 %1</translation>
    </message>
    <message>
        <source>rest length must be finite and &gt; 0, got %1</source>
        <translation>原長必須為有限值且 &gt; 0，實際為 %1</translation>
    </message>
    <message>
        <source>zero initial distance between particles %1 and %2 (give a rest length)</source>
        <translation>質點 %1 與 %2 的初始距離為零（請給出原長）</translation>
    </message>
    <message>
        <source>spring %1 duplicates spring %2 (particles %3 and %4)</source>
        <translation>彈簧 %1 與彈簧 %2 重複（質點 %3 與 %4）</translation>
    </message>
    <message>
        <source>stiffness of %1 springs must be finite and &gt;= 0, got %2</source>
        <translation>%1 彈簧的剛度必須為有限值且 ≥ 0，實際為 %2</translation>
    </message>
    <message>
        <source>particle override %1 (particle %2): index out of range [0, %3)</source>
        <translation>質點個別設定 %1（質點 %2）：索引超出範圍 [0, %3)</translation>
    </message>
    <message>
        <source>particle override %1 (particle %2): mass must be &gt; 0</source>
        <translation>質點個別設定 %1（質點 %2）：質量必須 &gt; 0</translation>
    </message>
    <message>
        <source>the path is a folder, not a file</source>
        <translation>該路徑是資料夾，不是檔案</translation>
    </message>
    <message>
        <source>the path is not a regular file (a device, pipe or socket)</source>
        <translation>該路徑不是一般檔案（而是裝置、管線或通訊端）</translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the limit of %2 bytes</source>
        <translation>檔案有 %1 位元組，超過了 %2 位元組的上限</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>符號連結的層級過多</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 is shared by %3 faces (a non-manifold edge)</source>
        <translation>頂點 %1 與 %2 之間的邊被 %3 個面共用（非流形邊）</translation>
    </message>
    <message>
        <source>edge between vertices %1 and %2 is used twice in the same direction (faces not consistently oriented)</source>
        <translation>頂點 %1 與 %2 之間的邊以同一方向被使用了兩次（各面的朝向不一致）</translation>
    </message>
    <message>
        <source>the sample interval must be a positive number of seconds</source>
        <translation>取樣間隔必須為正的秒數</translation>
    </message>
    <message>
        <source>substeps must be at least 1</source>
        <translation>子步數必須至少為 1</translation>
    </message>
    <message>
        <source>the run&apos;s integrator is %1, not %2</source>
        <translation>該執行的積分器是 %1，不是 %2</translation>
    </message>
    <message>
        <source>the scene would have %1 particles, more than the limit of %2 particles per scene</source>
        <translation>場景將有 %1 個質點，超過每個場景 %2 個質點的上限</translation>
    </message>
    <message>
        <source>the scene would have %1 springs, more than the limit of %2 springs per scene</source>
        <translation>場景將有 %1 根彈簧，超過每個場景 %2 根彈簧的上限</translation>
    </message>
    <message>
        <source>unknown quirk &quot;%1&quot; (expected %2)</source>
        <translation>未知的重現選項「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>unknown stage order &quot;%1&quot; (expected %2)</source>
        <translation>未知的階段順序「%1」（允許：%2）</translation>
    </message>
    <message>
        <source>particle %1 is out of range: the scene has no particles</source>
        <translation>質點 %1 超出範圍：場景中沒有質點</translation>
    </message>
    <message>
        <source>particle %1 is out of range: the scene has particles 0 to %2</source>
        <translation>質點 %1 超出範圍：場景中的質點為 0 到 %2</translation>
    </message>
    <message>
        <source>the value &quot;%1&quot; is not valid UTF-8</source>
        <translation>值「%1」不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>the value %1 holds a number too large for a double</source>
        <translation>值 %1 中含有過大的數值</translation>
    </message>
    <message>
        <source>the value %1 is malformed JSON: %2</source>
        <translation>值 %1 的 JSON 格式錯誤：%2</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (each key may appear once in an object)</source>
        <translation>鍵「%1」重複（同一物件中每個鍵只能出現一次）</translation>
    </message>
    <message>
        <source>malformed JSON at line %1, column %2: %3</source>
        <translation>JSON 格式錯誤（第 %1 行第 %2 欄）：%3</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>無法寫入：%1</translation>
    </message>
    <message>
        <source>%1 %2 s / dt %3 s is %4 steps, more than the limit of %5 steps per run</source>
        <translation>%1 %2 s / dt %3 s 為 %4 步，超過每次執行 %5 步的上限</translation>
    </message>
    <message>
        <source>%1 %2 s is less than half a step (dt %3 s): the run would take no step</source>
        <translation>%1 %2 s 不到半步（dt %3 s）：該執行一步也不會走</translation>
    </message>
    <message>
        <source>the shape lies %1 spacings from the origin of its frame, more than the limit of 1e9 (move the mesh near the origin and place it with center)</source>
        <translation>形狀距其座標系原點 %1 個格子間距，超過 1e9 的上限（請把網格移到原點附近，再以 center 放置）</translation>
    </message>
    <message>
        <source>spacing %1 and particle mass %2 give a rotational inertia m·spacing²/10 beyond the range of numbers</source>
        <translation>格子間距 %1 與質點質量 %2 給出的轉動慣量 m·spacing²/10 超出了數值範圍</translation>
    </message>
    <message>
        <source>the run&apos;s scene overrides change the number of particles (%1 → %2); the runs of a comparison are compared particle by particle</source>
        <translation>該執行的場景覆寫值改變了質點數（%1 → %2）；比較中的執行按質點逐一比較</translation>
    </message>
    <message>
        <source>expected an object of scene paths and values, found %1</source>
        <translation>應為場景路徑與值的物件，實際為 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be changed by a run (only the scene&apos;s physics can: stiffness, air, gravity, bodies, obstacles, …)</source>
        <translation>「%1」不能由執行更改（只能更改場景的物理：剛度、空氣、重力、物體、障礙物……）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; lies inside &quot;%2&quot;, which is overridden too</source>
        <translation>「%1」位於同樣被覆寫的「%2」之內</translation>
    </message>
    <message>
        <source>adaptive step size: the internal steps depend on the error estimate, so one frame step is not a fixed linear map</source>
        <translation>自適應步長：內部步取決於誤差估計，因此一個畫格的步不是固定的線性映射</translation>
    </message>
    <message>
        <source>constraint projection acts on spring lengths, not linearly on (x, v)</source>
        <translation>約束投影作用於彈簧長度，而非線性地作用於 (x, v)</translation>
    </message>
    <message>
        <source>a fixed number of iterations of a nonlinear local/global or descent solve: the step is not a linear map of (x, v)</source>
        <translation>對非線性局部/全域求解或下降法做固定次數的迭代：該步不是 (x, v) 的線性映射</translation>
    </message>
    <message>
        <source>no amplification matrix is derived for this method</source>
        <translation>此方法沒有推導出放大矩陣</translation>
    </message>
    <message>
        <source>the run of %1 (dt = %2 s) to t = %3 s blew up at t = %4 s (%5)</source>
        <translation>%1 的執行（dt = %2 s）在到 t = %3 s 的途中於 t = %4 s 發散（%5）</translation>
    </message>
    <message>
        <source>spectrum: the dense eigensolver did not converge</source>
        <translation>譜：稠密特徵值求解器未收斂</translation>
    </message>
    <message>
        <source>spectrum: the symmetric eigensolver did not converge</source>
        <translation>譜：對稱特徵值求解器未收斂</translation>
    </message>
    <message>
        <source>spectrum: the Lanczos eigensolver (Spectra) did not converge</source>
        <translation>譜：Lanczos 特徵值求解器（Spectra）未收斂</translation>
    </message>
    <message>
        <source>spectrum: scenes with solids (oriented particles) are not supported; the linearisation covers particle positions only</source>
        <translation>譜：不支援含固體（帶姿態的質點）的場景；線性化只涵蓋質點位置</translation>
    </message>
    <message>
        <source>spectrum: the iterative method computes N &lt; %1 modes, not all of them</source>
        <translation>譜：迭代法只計算 N &lt; %1 個模態，而非全部模態</translation>
    </message>
    <message>
        <source>unstable at every step size: the mode of ω = %1 rad/s, damping ratio %2, grows however small dt is</source>
        <translation>在任何步長下都不穩定：ω = %1 rad/s、阻尼比 %2 的模態無論 dt 多小都會增長</translation>
    </message>
    <message>
        <source>expected the format &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>需要格式「%1」，但找到「%2」</translation>
    </message>
    <message>
        <source>expected &quot;preset:NAME&quot; naming a preset or a scene object, found &quot;%1&quot;</source>
        <translation>需要指向預設集的「preset:NAME」或場景物件，但找到「%1」</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key of the assignment&apos;s scene</source>
        <translation>「%1」不是作業場景中的鍵</translation>
    </message>
    <message>
        <source>give exactly one of &quot;%1&quot; and &quot;%2&quot;</source>
        <translation>請在「%1」和「%2」中只給出一個</translation>
    </message>
    <message>
        <source>&quot;computed&quot; must be true (or give &quot;value&quot; instead)</source>
        <translation>「computed」必須為 true（或改為給出「value」）</translation>
    </message>
    <message>
        <source>a numeric task states its value; only analyses are computed</source>
        <translation>數值題目須寫明其值；只有分析才會被計算</translation>
    </message>
    <message>
        <source>a task of kind &quot;%1&quot; has no tolerance</source>
        <translation>類型為「%1」的題目沒有容許誤差</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>需要 %1，但找到 %2</translation>
    </message>
    <message>
        <source>expected the id of one of the compared integrators, found %1</source>
        <translation>需要所比較的積分器之一的 id，但找到 %1</translation>
    </message>
    <message>
        <source>integrator &quot;%1&quot; is not among the assignment&apos;s integrators (%2)</source>
        <translation>積分器「%1」不在作業允許的積分器（%2）之中</translation>
    </message>
    <message>
        <source>unknown task kind &quot;%1&quot; (expected %2)</source>
        <translation>未知的題目類型「%1」（應為 %2）</translation>
    </message>
    <message>
        <source>an assignment needs at least one task</source>
        <translation>作業至少需要一個題目</translation>
    </message>
    <message>
        <source>task id &quot;%1&quot; is used twice</source>
        <translation>題目 id「%1」被使用了兩次</translation>
    </message>
    <message>
        <source>no such shipped assignment (known: %1)</source>
        <translation>沒有這個內建作業（已知：%1）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is locked by the assignment</source>
        <translation>「%1」已被作業鎖定</translation>
    </message>
    <message>
        <source>expected at least %1 values, found %2</source>
        <translation>需要至少 %1 個值，但找到 %2 個</translation>
    </message>
    <message>
        <source>the value %1 is given twice</source>
        <translation>值 %1 被給出了兩次</translation>
    </message>
    <message>
        <source>the duration %1 s is not a whole number of steps of %2 s</source>
        <translation>時長 %1 s 不是 %2 s 步長的整數倍</translation>
    </message>
    <message>
        <source>expected a text or an object of texts by language, found %1</source>
        <translation>需要文字或按語言分的文字物件，但找到 %1</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (expected %2)</source>
        <translation>未知的語言「%1」（應為 %2）</translation>
    </message>
    <message>
        <source>the English text (key &quot;en&quot;) is missing; every text needs one, as the other languages fall back to it</source>
        <translation>缺少英文文字（鍵「en」）；其他語言會回退到英文，所以每段文字都需要它</translation>
    </message>
    <message>
        <source>expected a number or a text, found %1</source>
        <translation>需要數值或文字，但找到 %1</translation>
    </message>
    <message>
        <source>expected an id of lower-case letters, digits and &apos;-&apos;, found &quot;%1&quot;</source>
        <translation>需要由小寫字母、數字和「-」組成的 id，但找到「%1」</translation>
    </message>
    <message>
        <source>the run is of kind &quot;%1&quot;, the task of kind &quot;%2&quot;</source>
        <translation>執行的類型是「%1」，題目的類型是「%2」</translation>
    </message>
    <message>
        <source>the run used %1, the task asks for %2</source>
        <translation>執行使用了 %1，題目要求的是 %2</translation>
    </message>
    <message>
        <source>the run lasted %1 s, the task asks for %2 s</source>
        <translation>執行時長為 %1 s，題目要求 %2 s</translation>
    </message>
    <message>
        <source>the run was made on another scene (scene hash %1; the student&apos;s scene has %2)</source>
        <translation>執行是在另一個場景上進行的（場景雜湊 %1；學生的場景為 %2）</translation>
    </message>
    <message>
        <source>no run for this task</source>
        <translation>此題目沒有執行</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>沒有答案</translation>
    </message>
    <message>
        <source>the answer is outside the tolerance of the expected value</source>
        <translation>答案超出了期望值的容許誤差</translation>
    </message>
    <message>
        <source>the content hash does not match the content: the submission was edited after it was handed in</source>
        <translation>內容雜湊與內容不符：繳交檔案在繳交後被編輯過</translation>
    </message>
    <message>
        <source>made for another assignment (assignment hash %1; this assignment&apos;s is %2)</source>
        <translation>是為另一個作業製作的（作業雜湊 %1；本作業為 %2）</translation>
    </message>
    <message>
        <source>expected a hash of 16 hex digits, found &quot;%1&quot;</source>
        <translation>需要 16 位十六進位的雜湊，但找到「%1」</translation>
    </message>
    <message>
        <source>the student id is empty</source>
        <translation>學生 id 為空</translation>
    </message>
    <message>
        <source>a task of kind &quot;%1&quot; is not computed</source>
        <translation>類型為「%1」的題目不會被計算</translation>
    </message>
    <message>
        <source>expected at least one integrator id</source>
        <translation>至少需要一個積分器 ID</translation>
    </message>
    <message>
        <source>unknown integrator &quot;%1&quot;</source>
        <translation>未知的積分器「%1」</translation>
    </message>
    <message>
        <source>integrator &quot;%1&quot; is listed twice</source>
        <translation>積分器「%1」被列出兩次</translation>
    </message>
    <message>
        <source>unknown time-step policy &quot;%1&quot; (expected %2)</source>
        <translation>未知的時間步長策略「%1」（應為 %2）</translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot; (expected %2)</source>
        <translation>未知的量測量「%1」（應為 %2）</translation>
    </message>
    <message>
        <source>a spring kind is only given for a strain (the quantity is &quot;%1&quot;)</source>
        <translation>只有應變才能指定彈簧類型（量測量為「%1」）</translation>
    </message>
    <message>
        <source>the mechanical energy at t = 0 is zero: an energy ratio is undefined</source>
        <translation>t = 0 時的機械能為零：能量比沒有定義</translation>
    </message>
    <message>
        <source>the scene has no springs of the kind &quot;%1&quot;</source>
        <translation>場景中沒有類型為「%1」的彈簧</translation>
    </message>
    <message>
        <source>the scene has no springs</source>
        <translation>場景中沒有彈簧</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of the step %3 s of %4</source>
        <translation>%1：%2 s 不是 %4 的時間步長 %3 s 的整數倍</translation>
    </message>
    <message>
        <source>%1: the step %2 s is not a positive duration</source>
        <translation>%1：時間步長 %2 s 不是正的時長</translation>
    </message>
    <message>
        <source>%1: the step %2 s is given twice</source>
        <translation>%1：時間步長 %2 s 被指定了兩次</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of the step %3 s (the scene&apos;s dt halved)</source>
        <translation>%1：%2 s 不是時間步長 %3 s（場景的 dt 減半）的整數倍</translation>
    </message>
    <message>
        <source>%1: %2 s is not a whole multiple of %3 %4 s</source>
        <translation>%1：%2 s 不是 %3 %4 s 的整數倍</translation>
    </message>
    <message>
        <source>%1: no interval of at most %2 samples over %3 %4 s is a whole multiple of every step; choose steps that divide each other and the duration, or give %1</source>
        <translation>%1：在 %3 %4 s 內不超過 %2 個取樣的取樣間隔中，沒有一個是所有時間步長的整數倍；請選擇能互相整除並能整除時長的時間步長，或指定 %1</translation>
    </message>
    <message>
        <source>thickness %1 m is more than half the spacing %2 m: neighbouring triangles of the cloth would push each other apart</source>
        <translation>厚度 %1 m 超過間距 %2 m 的一半：布料中相鄰的三角形會互相推開</translation>
    </message>
    <message>
        <source>spectrum: the state has %1 positions and %2 velocities; the scene has %3 particles</source>
        <translation>譜：狀態有 %1 個位置和 %2 個速度，而場景有 %3 個質點</translation>
    </message>
    <message>
        <source>the saved state has %1 particles; the run has %2</source>
        <translation>儲存的狀態有 %1 個質點，本次執行有 %2 個質點</translation>
    </message>
    <message>
        <source>the run used dt = %1 s, the task asks for %2 s</source>
        <translation>執行使用的 dt = %1 s，題目要求的是 %2 s</translation>
    </message>
    <message>
        <source>the run set other parameters of %1 than the task asks for</source>
        <translation>執行為 %1 設定的參數與題目要求的不同</translation>
    </message>
    <message>
        <source>the run used the steps %1 s, the task asks for %2 s</source>
        <translation>執行使用的步長為 %1 s，題目要求的是 %2 s</translation>
    </message>
    <message>
        <source>the run used another reference solution than the task</source>
        <translation>執行使用的參考解與題目的不同</translation>
    </message>
    <message>
        <source>the run bisected to %1 %, the task asks for %2 %</source>
        <translation>執行的二分法精度為 %1 %，題目要求的是 %2 %</translation>
    </message>
    <message>
        <source>the run swept other stiffness factors than the task</source>
        <translation>執行掃描的剛度倍數與題目的不同</translation>
    </message>
    <message>
        <source>the run measured another quantity than the task</source>
        <translation>執行測量的量與題目的不同</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number</source>
        <translation>答案「%1」不是數字</translation>
    </message>
    <message>
        <source>the answer is not what the task&apos;s settings give on the student&apos;s scene</source>
        <translation>答案與在學生的場景上按題目設定得到的值不一致</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>recomputing the task on the student&apos;s scene would cost %1 times as much as on the assignment&apos;s scene (the limit is %2 times)</source>
        <translation>在學生的場景上重新計算該題目的計算量是作業場景的 %1 倍（上限為 %2 倍）</translation>
    </message>
    <message>
        <source>the student id &quot;%1&quot; is in %2 submissions (%3); none of them is counted</source>
        <translation>學號「%1」出現在 %2 份繳交檔案中（%3）；都不計分</translation>
    </message>
    <message>
        <source>there is no answer to &quot;%1&quot;</source>
        <translation>沒有「%1」的答案</translation>
    </message>
    <message>
        <source>unknown answer source &quot;%1&quot; (expected %2)</source>
        <translation>未知的答案來源「%1」（應為 %2）</translation>
    </message>
    <message>
        <source>orders are not meaningful here: the cloth touches itself from t = %1 s, and contact makes the motion non-smooth</source>
        <translation>此處的收斂階沒有意義：布料從 t = %1 s 起與自身接觸，接觸使運動不再光滑</translation>
    </message>
    <message>
        <source>orders are not meaningful here: the cloth touches an obstacle from t = %1 s, and contact makes the motion non-smooth</source>
        <translation>此處的收斂階沒有意義：布料從 t = %1 s 起與障礙物接觸，接觸使運動不再光滑</translation>
    </message>
    <message>
        <source>orders are not meaningful for %1: it chooses its own steps, so dt does not set its error</source>
        <translation>%1 的收斂階沒有意義：它自行選擇步長，dt 不決定它的誤差</translation>
    </message>
    <message>
        <source>orders are not meaningful for %1: its run at dt = %2 s blew up</source>
        <translation>%1 的收斂階沒有意義：它在 dt = %2 s 的執行發散了</translation>
    </message>
    <message>
        <source>the limit of %1 may be set by contact rather than by a mode: at dt = %2 s the cloth is in contact from t = %3 s</source>
        <translation>%1 的穩定極限可能由接觸而非模態決定：在 dt = %2 s 時布料從 t = %3 s 起處於接觸中</translation>
    </message>
    <message>
        <source>the errors include contact&apos;s: the cloth is in contact from t = %1 s, after which the error does not shrink with the work as a smooth error does</source>
        <translation>誤差包含接觸造成的部分：布料從 t = %1 s 起處於接觸中，此後誤差不會像光滑誤差那樣隨計算量減小</translation>
    </message>
    <message>
        <source>force Jacobians: scenes with solids (oriented particles) are not supported; they cover particle positions and velocities only</source>
        <translation>力的雅可比矩陣：不支援含固體（帶姿態的質點）的場景；只涵蓋質點的位置和速度</translation>
    </message>
    <message>
        <source>method id &quot;%1&quot;: use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; only</source>
        <translation>方法 ID「%1」：只能使用字母、數字、「-」「_」和「.」</translation>
    </message>
    <message>
        <source>method id &quot;%1&quot; is the id of a built-in integrator; choose another</source>
        <translation>方法 ID「%1」是內建積分器的 ID；請另選一個</translation>
    </message>
    <message>
        <source>the step moved pinned particle %1 (a pinned particle has inverse mass 0 and moves only with the scene)</source>
        <translation>該步移動了固定的質點 %1（固定質點的逆質量為 0，只隨場景移動）</translation>
    </message>
    <message>
        <source>the step left NaN (not a number) in %1 of particle %2</source>
        <translation>該步在質點 %2 的 %1 中留下了 NaN（非數）</translation>
    </message>
    <message>
        <source>integrator %1 stopped at t = %2 s: %3</source>
        <translation>積分器 %1 在 t = %2 s 時停止：%3</translation>
    </message>
    <message>
        <source>the method declares that its step is not a linear map of the state</source>
        <translation>該方法聲明其一步不是狀態的線性映射</translation>
    </message>
    <message>
        <source>spectrum: the %1 method on %2 rows is past its limit of %3 rows (3 per free particle); ask for fewer of the highest modes than half the rows</source>
        <translation>譜：%2 列上的 %1 方法超出了其 %3 列的上限（每個自由質點 3 列）；請求的最高階模態數應少於列數的一半</translation>
    </message>
    <message>
        <source>spectrum: the %1 highest modes of %2 rows need %3 numbers of working memory, more than the limit of %4; at most %5 modes of this scene fit</source>
        <translation>譜：%2 列中最高的 %1 個模態需要 %3 個數的工作記憶體，超過上限 %4；此場景最多容納 %5 個模態</translation>
    </message>
    <message>
        <source>spectrum: the scene has %1 free particles (%2 rows), more than the limit of %3 rows of a spectrum (%4 free particles)</source>
        <translation>譜：場景有 %1 個自由質點（%2 列），超過譜的上限 %3 列（%4 個自由質點）</translation>
    </message>
    <message>
        <source>stability: the duration must be a positive number of seconds, got %1</source>
        <translation>穩定性：時長必須是正的秒數，得到的是 %1</translation>
    </message>
    <message>
        <source>stability: the relative tolerance must be at least %1 and below %2, got %3</source>
        <translation>穩定性：相對容許誤差必須不小於 %1 且小於 %2，得到的是 %3</translation>
    </message>
    <message>
        <source>this is an assignment (&quot;%1&quot;), not a scene: open it as an assignment (clothlab-cli solve, File &gt; Open Assignment)</source>
        <translation>這是作業（「%1」），不是場景：請作為作業開啟（clothlab-cli solve，檔案 &gt; 開啟作業）</translation>
    </message>
    <message>
        <source>this is a submission (&quot;%1&quot;), not a scene: give it to clothlab-cli grade</source>
        <translation>這是繳交檔案（「%1」），不是場景：請交給 clothlab-cli grade</translation>
    </message>
    <message>
        <source>the path &quot;%1&quot; is malformed at character %2: write keys joined by &quot;.&quot; and indices in brackets, e.g. %3</source>
        <translation>路徑「%1」在第 %2 個字元處格式錯誤：鍵用「.」連接，索引寫在方括號中，例如 %3</translation>
    </message>
    <message>
        <source>the index &quot;%1&quot; in %2 is not a whole number of 0 or more</source>
        <translation>%2 中的索引「%1」不是不小於 0 的整數</translation>
    </message>
    <message>
        <source>the run history in %1 is damaged; the run&apos;s timeline cannot show this moment</source>
        <translation>%1 中的執行歷程已損壞，時間軸無法顯示這個時刻</translation>
    </message>
    <message>
        <source>the timeline&apos;s frame interval must be a positive number of seconds</source>
        <translation>時間軸的畫格間隔必須是正的秒數</translation>
    </message>
    <message>
        <source>cannot write the run history to %1: %2</source>
        <translation>無法將執行歷程寫入 %1：%2</translation>
    </message>
    <message>
        <source>frame %1 of the run&apos;s timeline is not kept; the timeline holds frames %2 to %3</source>
        <translation>執行的時間軸已不保留第 %1 畫格；時間軸保留第 %2 至 %3 畫格</translation>
    </message>
    <message>
        <source>cannot read the run history back from %1</source>
        <translation>無法從 %1 讀回執行歷程</translation>
    </message>
    <message>
        <source>no run&apos;s timeline holds frame %1</source>
        <translation>沒有任何執行的時間軸包含第 %1 畫格</translation>
    </message>
</context>
<context>
    <name>CourseworkMenu</name>
    <message>
        <source>Open Assignment</source>
        <translation>開啟作業</translation>
    </message>
    <message>
        <source>Could not open the assignment:
%1</source>
        <translation>無法開啟作業：
%1</translation>
    </message>
    <message>
        <source>Hand In</source>
        <translation>繳交</translation>
    </message>
    <message>
        <source>Open an assignment first (File ▸ Open Assignment).</source>
        <translation>請先開啟作業（檔案 ▸ 開啟作業）。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Student ID:</source>
        <translation>學號：</translation>
    </message>
    <message>
        <source>ClothLab submissions (*.json)</source>
        <translation>ClothLab 繳交檔案 (*.json)</translation>
    </message>
    <message>
        <source>Could not hand in:
%1</source>
        <translation>無法繳交：
%1</translation>
    </message>
    <message>
        <source>ClothLab assignments (*.json)</source>
        <translation>ClothLab 作業 (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;Assignment…</source>
        <translation>開啟作業(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Hand In…</source>
        <translation>繳交(&amp;H)…</translation>
    </message>
    <message>
        <source>Open Shipped &amp;Lab</source>
        <translation>開啟內建實驗(&amp;L)</translation>
    </message>
    <message>
        <source>The submission was handed in, but the report could not be written beside it:
%1</source>
        <translation>繳交檔案已繳交，但無法在其旁寫入報告：
%1</translation>
    </message>
    <message>
        <source>&amp;New Assignment…</source>
        <translation>新增作業(&amp;N)…</translation>
    </message>
    <message>
        <source>These tasks would not earn their points; the grader will say:
%1

Hand in anyway?</source>
        <translation>以下題目不會得分，評分將給出：
%1

仍要繳交嗎？</translation>
    </message>
    <message>
        <source>Answer to “%1” cleared.</source>
        <translation>已清除「%1」的答案。</translation>
    </message>
    <message>
        <source>Answer to “%1” typed: %2</source>
        <translation>已輸入「%1」的答案：%2</translation>
    </message>
    <message>
        <source>Task “%1” run with its settings.</source>
        <translation>已依設定執行題目「%1」。</translation>
    </message>
    <message>
        <source>Task “%1” could not be run: %2</source>
        <translation>無法執行題目「%1」：%2</translation>
    </message>
    <message>
        <source>The analysis of %1 is recorded as the run of its task.</source>
        <translation>%1 的分析已記錄為其題目的執行。</translation>
    </message>
    <message>
        <source>The analysis of %1 is kept with the submission&apos;s other analyses.</source>
        <translation>%1 的分析已作為繳交檔案的其他分析保存。</translation>
    </message>
    <message>
        <source>Assignment “%1” opened (%2).</source>
        <translation>已開啟作業「%1」（%2）。</translation>
    </message>
    <message>
        <source>Handed in: %1
With the report and the Log beside it.</source>
        <translation>已繳交：%1
報告和記錄儲存在同一資料夾中。</translation>
    </message>
    <message>
        <source>Handed in as %1 by %2 (ID %3), with the report %4.</source>
        <translation>%2（學號 %3）已繳交為 %1，附報告 %4。</translation>
    </message>
    <message>
        <source>Handed in as %1 by %2 (ID %3), without a report.</source>
        <translation>%2（學號 %3）已繳交為 %1，未附報告。</translation>
    </message>
    <message>
        <source>The submission was handed in, but the Log could not be written beside it:
%1</source>
        <translation>繳交檔案已繳交，但無法在同一資料夾中寫入記錄：
%1</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <source>Unknown figure format &quot;%1&quot;: use .pdf, .svg or .png.</source>
        <translation>未知的圖格式「%1」：請使用 .pdf、.svg 或 .png。</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>Energy terms of the first run.</source>
        <translation>第一個執行的能量項。</translation>
    </message>
    <message>
        <source>Energy residual of each run.</source>
        <translation>各執行的能量殘差。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run.</source>
        <translation>各執行的軌跡誤差 (RMS)。</translation>
    </message>
    <message>
        <source>Largest structural strain of each run.</source>
        <translation>各執行的結構彈簧最大應變。</translation>
    </message>
    <message>
        <source>Solver residual per iteration of the last step.</source>
        <translation>最後一步每次迭代的求解器殘差。</translation>
    </message>
</context>
<context>
    <name>IntegratorContact</name>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step dt, after the last internal step: the internal steps see no contact. The work they do is booked as dissipated.</source>
        <translation>與障礙物的接觸，以及場景中開啟的布料自接觸和布料之間的接觸，每個時間步長 dt 作用一次，在最後一個內部步之後：內部步不處理接觸。接觸所做的功記為耗散能量。</translation>
    </message>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step, after the iterations and not inside them, as for every other method, so that the iterations stay those of the method. The work they do is booked as dissipated.</source>
        <translation>與障礙物的接觸，以及場景中開啟的布料自接觸和布料之間的接觸，與其他所有積分方法一樣每步作用一次，在迭代之後而不在迭代之中，因此迭代保持該方法本來的形式。接觸所做的功記為耗散能量。</translation>
    </message>
    <message>
        <source>Contact with obstacles, and cloth self-contact and cloth–cloth contact where the scene turns them on, act once per step, after the update, on the state it gives. The work they do is booked as dissipated.</source>
        <translation>與障礙物的接觸，以及場景中開啟的布料自接觸和布料之間的接觸，每步作用一次，在更新之後，作用於更新得到的狀態。接觸所做的功記為耗散能量。</translation>
    </message>
</context>
<context>
    <name>IntegratorFamily</name>
    <message>
        <source>Explicit</source>
        <translation>顯式</translation>
    </message>
    <message>
        <source>Symplectic</source>
        <translation>辛</translation>
    </message>
    <message>
        <source>Implicit</source>
        <translation>隱式</translation>
    </message>
    <message>
        <source>Constraint-based</source>
        <translation>基於約束</translation>
    </message>
</context>
<context>
    <name>IntegratorList</name>
    <message>
        <source>Id on the command line: %1</source>
        <translation>命令列中的 ID：%1</translation>
    </message>
</context>
<context>
    <name>IntegratorText</name>
    <message>
        <source>Explicit Euler</source>
        <translation>顯式歐拉法</translation>
    </message>
    <message>
        <source>Symplectic Euler</source>
        <translation>辛歐拉法</translation>
    </message>
    <message>
        <source>Verlet</source>
        <translation>Verlet 積分</translation>
    </message>
    <message>
        <source>Runge–Kutta 2 (midpoint)</source>
        <translation>龍格-庫塔法（二階，中點法）</translation>
    </message>
    <message>
        <source>Runge–Kutta 4</source>
        <translation>龍格-庫塔法（四階）</translation>
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
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ（五階），  誤差 = h·Σ (bᵢ − b̂ᵢ)·kᵢ
h ← h·min(5, max(0.2, 0.9·err^(−1/5)))</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>容許誤差</translation>
    </message>
    <message>
        <source>Absolute and relative error allowed per internal step, per component (m, m/s).</source>
        <translation>每個內部步、每個分量允許的絕對誤差與相對誤差（m、m/s）。</translation>
    </message>
    <message>
        <source>Implicit Euler</source>
        <translation>隱式歐拉法</translation>
    </message>
    <message>
        <source>Newton iterations</source>
        <translation>牛頓迭代次數</translation>
    </message>
    <message>
        <source>Newton iterations per step; 1 is the classic linearised step of Baraff and Witkin, more converge to the exact implicit solution.</source>
        <translation>每步的牛頓迭代次數；1 為 Baraff 和 Witkin 的經典線性化步，次數更多時收斂到精確的隱式解。</translation>
    </message>
    <message>
        <source>CG tolerance</source>
        <translation>CG 容許誤差</translation>
    </message>
    <message>
        <source>Relative residual ‖b − A·δv‖/‖b‖ at which conjugate gradients stop.</source>
        <translation>共軛梯度法停止時的相對殘差 ‖b − A·δv‖/‖b‖。</translation>
    </message>
    <message>
        <source>CG max iterations</source>
        <translation>CG 最大迭代次數</translation>
    </message>
    <message>
        <source>Upper limit of conjugate gradient iterations per Newton iteration.</source>
        <translation>每次牛頓迭代中共軛梯度法迭代次數的上限。</translation>
    </message>
    <message>
        <source>BDF2</source>
        <translation>二階後向差分法（BDF2）</translation>
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
        <translation>每步的牛頓迭代次數；次數更多時收斂到精確的 BDF2 解。</translation>
    </message>
    <message>
        <source>Projective dynamics</source>
        <translation>投影動力學</translation>
    </message>
    <message>
        <source>y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext
local: ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel
global: (M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ
vₙ₊₁ = (xₙ₊₁ − xₙ)/dt</source>
        <translation>y = xₙ + dt·vₙ + dt²·M⁻¹·f_ext
局部：ω·dₛ = w·(l − (k/w)·(l − L))·n + (c/dt)·pₙ + c·(I − n·nᵀ)·v_rel
全域：(M/dt² + c_air/dt + Σ ωₛ·AₛᵀAₛ)·x = M/dt²·(xₙ + dt·vₙ) + f_ext + Σ ωₛ·Aₛᵀdₛ
vₙ₊₁ = (xₙ₊₁ − xₙ)/dt</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次數</translation>
    </message>
    <message>
        <source>Local/global iterations per step; more converge to the implicit Euler solution.</source>
        <translation>每步的局部／全域迭代次數；次數更多時收斂到隱式歐拉解。</translation>
    </message>
    <message>
        <source>Chebyshev-accelerated implicit Euler</source>
        <translation>切比雪夫加速隱式歐拉法</translation>
    </message>
    <message>
        <source>Accelerated gradient-descent iterations per step (R5: 32).</source>
        <translation>每步的加速梯度下降迭代次數（R5：32）。</translation>
    </message>
    <message>
        <source>Spectral radius ρ</source>
        <translation>譜半徑 ρ</translation>
    </message>
    <message>
        <source>Assumed spectral radius of the Jacobi iteration (R5: 0.995); too small diverges, too large converges slowly.</source>
        <translation>Jacobi 迭代的假定譜半徑（R5：0.995）；太小會發散，太大收斂緩慢。</translation>
    </message>
    <message>
        <source>Position-based dynamics (Verlet + relaxation)</source>
        <translation>基於位置的動力學（PBD，Verlet 積分 + 鬆弛）</translation>
    </message>
    <message>
        <source>Relaxation sweeps</source>
        <translation>鬆弛輪數</translation>
    </message>
    <message>
        <source>Sweeps over all springs per step (R1&apos;s RelaxationCount).</source>
        <translation>每步走訪全部彈簧的輪數（R1 的 RelaxationCount）。</translation>
    </message>
    <message>
        <source>Structural stretch factor</source>
        <translation>結構彈簧拉伸係數</translation>
    </message>
    <message>
        <source>Structural shrink factor</source>
        <translation>結構彈簧收縮係數</translation>
    </message>
    <message>
        <source>Shear stretch factor</source>
        <translation>剪切彈簧拉伸係數</translation>
    </message>
    <message>
        <source>Shear shrink factor</source>
        <translation>剪切彈簧收縮係數</translation>
    </message>
    <message>
        <source>Bending stretch factor</source>
        <translation>彎曲彈簧拉伸係數</translation>
    </message>
    <message>
        <source>Bending shrink factor</source>
        <translation>彎曲彈簧收縮係數</translation>
    </message>
    <message>
        <source>Extended position-based dynamics (XPBD)</source>
        <translation>擴展的基於位置的動力學（XPBD）</translation>
    </message>
    <message>
        <source>hₛ = h/S;  per substep: v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0
N iterations, each spring: Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ
x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)
v = (x* − x)/hₛ,  x = x*</source>
        <translation>hₛ = h/S；  每個子步：v* = v + hₛ·M⁻¹·f_ext,  x* = x + hₛ·v*,  λ = 0
N 次迭代，每根彈簧：Δλ = (−C − α̃·λ)/(w_a + w_b + α̃),  λ += Δλ
x_b += w_b·Δλ·n,  x_a −= w_a·Δλ·n,  α̃ = 1/(k·hₛ²)
v = (x* − x)/hₛ,  x = x*</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>子步數</translation>
    </message>
    <message>
        <source>Substeps S per frame step; each repeats prediction and iterations with h/S.</source>
        <translation>每個畫格步長的子步數 S；每個子步以 h/S 重複預測與迭代。</translation>
    </message>
    <message>
        <source>Gauss–Seidel iterations over all springs per substep.</source>
        <translation>每個子步走訪全部彈簧的 Gauss–Seidel 迭代次數。</translation>
    </message>
    <message>
        <source>Velocity-level spring constraints</source>
        <translation>速度層面的彈簧約束</translation>
    </message>
    <message>
        <source>Relaxation coefficient</source>
        <translation>鬆弛係數</translation>
    </message>
    <message>
        <source>Fraction of a stiff spring&apos;s predicted error removed per iteration (R2&apos;s k).</source>
        <translation>每次迭代消除的硬彈簧預測誤差的比例（R2 的 k）。</translation>
    </message>
    <message>
        <source>Sweeps over all springs per step (R2: 1 floppy, 3–5 good, 20 almost rigid).</source>
        <translation>每步走訪全部彈簧的輪數（R2：1 鬆軟，3–5 良好，20 幾乎剛性）。</translation>
    </message>
    <message>
        <source>Forward Euler: positions and velocities both advance with the derivatives of the start of the step. First order, not symplectic: for an undamped spring the energy grows by a factor (1 + ω²·dt²) every step, so it is unstable for any dt without damping. Used by the R3 and R4 reference systems. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations q and angular velocities Ω advance the same way, with the torques of the angle springs (q then renormalised).</source>
        <translation>前向歐拉法：位置與速度都以時間步起點的導數推進。一階，非辛：對無阻尼彈簧，能量每步增大 (1 + ω²·dt²) 倍，因此沒有阻尼時任何 dt 都不穩定。參考系統 R3 與 R4 採用此方法。直接使用剛度表（k⁺、k⁻、c）。固體：姿態 q 與角速度 Ω 也以同樣方式推進，使用角度彈簧的力矩（之後將 q 重新正規化）。</translation>
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
        <translation>半隱式歐拉法：先以時間步起點的力推進速度，再以新速度推進位置。一階且辛：無阻尼時能量圍繞真實值振盪而不漂移。對無阻尼彈簧，dt &lt; 2/ω 時穩定。直接使用剛度表（k⁺、k⁻、c）。固體：先以角度彈簧的力矩對角速度施加衝量，再將姿態精確旋轉 dt·Ωₙ₊₁。</translation>
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
        <translation>位置 Verlet 法 xₙ₊₁ = 2xₙ − xₙ₋₁ + dt²·aₙ，以二階精度起步（x₋₁ = x₀ − dt·v₀ + ½dt²·a₀）。以等價的速度形式執行，使阻尼、空氣阻力與能量診斷所需的速度也具有二階精度；當力不依賴速度時，位置與兩步形式完全相同。無阻尼時二階且辛；對無阻尼彈簧，dt &lt; 2/ω 時穩定。後半步衝量中依賴速度的力使用半步速度。這是去掉約束鬆弛的 R1 積分器。直接使用剛度表（k⁺、k⁻、c）。固體：角速度同樣由角度彈簧的力矩獲得兩次半步衝量，姿態精確旋轉 dt·Ωₙ₊½（二階）。</translation>
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
        <translation>顯式中點法：先以起點導數走半步，再以中點處的導數走完整一步。二階，非辛：無阻尼時能量緩慢增長。每步兩次力求值。參考系統 R3 採用此方法。直接使用剛度表（k⁺、k⁻、c）。固體：姿態與角速度經過相同的兩個階段（最後將 q 重新正規化）。</translation>
    </message>
    <message>
        <source>x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·v½
vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)
(q, Ω) likewise with q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ</source>
        <translation>x½ = xₙ + ½dt·vₙ,  v½ = vₙ + ½dt·M⁻¹·f(xₙ, vₙ, tₙ)
xₙ₊₁ = xₙ + dt·v½
vₙ₊₁ = vₙ + dt·M⁻¹·f(x½, v½, tₙ + ½dt)
(q, Ω) 亦同，q̇ = ½(0, Ω)⊗q, Ω̇ = I⁻¹·τ</translation>
    </message>
    <message>
        <source>The classic fourth-order Runge–Kutta method: four force evaluations per step combined with weights 1/6, 1/3, 1/3, 1/6. Fourth order and very accurate at small dt, but not symplectic, and explicit: its stability limit for an undamped spring is dt &lt; 2.83/ω. Used by the R3 reference system. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state y and go through the four stages (q renormalised at the end), so the method stays fourth order.</source>
        <translation>經典四階龍格-庫塔法：每步四次力求值，按權重 1/6、1/3、1/3、1/6 組合。四階，小 dt 時非常精確，但非辛且為顯式：對無阻尼彈簧的穩定極限為 dt &lt; 2.83/ω。參考系統 R3 採用此方法。直接使用剛度表（k⁺、k⁻、c）。固體：姿態與角速度是狀態 y 的一部分，同樣經過四個階段（最後將 q 重新正規化），因此此方法仍為四階。</translation>
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
        <translation>以牛頓法對新速度求解的後向歐拉法（與 Baraff 和 Witkin 1998 相同）：每次牛頓迭代依彈簧的稀疏結構以 3×3 區塊組裝 A = M − dt·∂f/∂v − dt²·∂f/∂x，並以 Jacobi 預條件共軛梯度法求解。第一次迭代在時間步起點對力線性化，因此一次迭代即為經典的線性化步；更多迭代收斂到精確的後向歐拉解。一階，L 穩定：任何 dt 下都有界，對快速運動有很強的數值阻尼。固定的質點從系統中剔除。剛度表：殘差精確使用 k⁺、k⁻ 與 c；矩陣依目前迭代中每根彈簧伸長的正負號取 k⁺ 或 k⁻，將受壓彈簧的橫向項 (1 − L/l) 截斷為 0 以保持正定，並略去彈簧阻尼的非對稱位置導數；這些只減慢牛頓法的收斂，不改變其極限。診斷：牛頓迭代次數、整步 CG 迭代次數總和，以及每次迭代後的牛頓殘差 ‖M·(vₙ₊₁ − vₙ) − dt·f‖（N·s）。固體：角度彈簧在姿態固定為 qₙ 的情況下進入牛頓系統（此時它們對位置為線性）；姿態隨後在分離的階段中更新，即在新位置上對每個質點做一步線性隱式歐拉。</translation>
    </message>
    <message>
        <source>xₙ₊₁ = xₙ + dt·vₙ₊₁
M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)
Newton: (M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [+ dt²·∂f/∂x·vₙ at the first]
solids: (I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</source>
        <translation>xₙ₊₁ = xₙ + dt·vₙ₊₁
M·(vₙ₊₁ − vₙ) = dt·f(xₙ₊₁, vₙ₊₁, tₙ₊₁)
牛頓法：(M − dt·∂f/∂v − dt²·∂f/∂x)·δv = dt·f − M·(v − vₙ) [第一次迭代時 + dt²·∂f/∂x·vₙ]
固體：(I − dt²·∂τ/∂θ)·Ωₙ₊₁ = I·Ωₙ + dt·τ(xₙ₊₁, qₙ),  qₙ₊₁ = exp(dt·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Macklin, Müller and Chentanez (2016): PBD with compliance, so that the result no longer depends on the iteration count. Each spring is a constraint C = l − L with compliance α = 1/k (k = k⁺ or k⁻ by the sign of C, taken at the current iterate) and a Lagrange multiplier λ that accumulates over the Gauss–Seidel iterations of a substep and is reset at the next: Δλ = (−C − α̃·λ)/(W + α̃), α̃ = α/h². Converged, one substep solves the implicit Euler equations of the elastic springs (up to XPBD&apos;s frozen-gradient approximation), so it approaches implicit-euler as iterations grow; with few iterations the cloth is softer, not stiffer. A kind with k = 0 imposes nothing. Gravity and air drag act on the predicted velocities (drag implicitly); spring damping c is applied implicitly along each spring to the predicted velocities, u&apos; = u/(1 + h·c·W), instead of the paper&apos;s β term. First order, stable for any dt. Does not model orientations: refuses scenes with solids (use velocity-constraints).</source>
        <translation>Macklin、Müller 與 Chentanez（2016）：帶柔度的 PBD，使結果不再依賴迭代次數。每根彈簧是柔度為 α = 1/k 的約束 C = l − L（k 依目前迭代中 C 的正負號取 k⁺ 或 k⁻），拉格朗日乘數 λ 在一個子步的 Gauss–Seidel 迭代中累積，並在下一子步重置：Δλ = (−C − α̃·λ)/(W + α̃)，α̃ = α/h²。收斂時，一個子步求解彈性彈簧的隱式歐拉方程式（在 XPBD 凍結梯度近似的範圍內），因此隨迭代增多趨近隱式歐拉法；迭代少時布料更軟而不是更硬。k = 0 的彈簧類別不施加任何約束。重力與空氣阻力作用於預測速度（空氣阻力隱式）；彈簧阻尼 c 取代論文中的 β 項，沿每根彈簧隱式作用於預測速度，u&apos; = u/(1 + h·c·W)。一階，任何 dt 下穩定。不處理姿態：拒絕含有固體的場景（請改用速度層面的彈簧約束）。</translation>
    </message>
    <message>
        <source>v* = vₙ + h·M⁻¹·f_ext
N iterations, each spring: C = |x_b + h·v*_b − x_a − h·v*_a| − L
v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)
each angle spring, both ends: C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = R_a·r_ab,  P = K⁻¹·r·C/h
each contact: C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ &lt; 0 removed along n
vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ</source>
        <translation>v* = vₙ + h·M⁻¹·f_ext
N 次迭代，每根彈簧：C = |x_b + h·v*_b − x_a − h·v*_a| − L
v*_b −= (w_b/W)·r·C/h·n,  v*_a += (w_a/W)·r·C/h·n,  r = relaxation·κ/(1 + κ)
每根角度彈簧，兩端：C = x_b + h·v*_b − x_a − h·v*_a − a − h·Ω_a × a,  a = R_a·r_ab,  P = K⁻¹·r·C/h
每個接觸：C = |x_b + h·v*_b − x_a − h·v*_a| − 2ρ &lt; 0 沿 n 消除
vₙ₊₁ = v*,  xₙ₊₁ = xₙ + h·vₙ₊₁,  qₙ₊₁ = exp(h·Ωₙ₊₁)⊗qₙ</translation>
    </message>
    <message>
        <source>Local/global solver for backward Euler (Liu et al., &quot;Fast simulation of mass-spring systems&quot;, 2013): each iteration sets a target vector per spring from its current direction (local step), then solves one linear system whose matrix M/dt² + c_air/dt + Σ ω·AᵀA does not change, factorised once by sparse Cholesky and refactorised only when the springs, masses, pins, stiffness, air drag or dt change (global step, the three coordinates share the factor). Iterations converge linearly to the implicit-euler solution of the step; with few iterations the cloth is softer than its stiffness table. First order and unconditionally stable. Stiffness table: a spring&apos;s matrix weight is ω = max(k⁺, k⁻) + c/dt; the target length l − (k/max(k⁺, k⁻))·(l − L) honours the stiffness k⁺ or k⁻ of the current extension exactly at convergence (it is Liu et al.&apos;s rest-length projection for the stiffer branch); damping c is implicit along the whole relative motion in the matrix, with a lagged correction that removes its transverse part, so at convergence it acts along the spring only. Gravity and wind are external forces; air drag is implicit. Diagnostics: iterations and the position change ‖xₖ₊₁ − xₖ‖ (m) after each iteration. It refuses scenes with solids: angle springs and orientations are not part of its local/global split.</source>
        <translation>後向歐拉法的局部／全域求解器（Liu 等，《Fast simulation of mass-spring systems》，2013）：每次迭代先由每根彈簧的目前方向決定目標向量（局部步），再求解一個矩陣 M/dt² + c_air/dt + Σ ω·AᵀA 不變的線性系統；該矩陣以稀疏 Cholesky 分解一次，只在彈簧、質量、固定、剛度、空氣阻力或 dt 改變時重新分解（全域步，三個座標共用同一分解）。迭代線性收斂到該步的隱式歐拉解；迭代次數少時布料比剛度表更軟。一階，無條件穩定。剛度表：彈簧的矩陣權重為 ω = max(k⁺, k⁻) + c/dt；目標長度 l − (k/max(k⁺, k⁻))·(l − L) 在收斂時精確滿足目前伸長對應的剛度 k⁺ 或 k⁻（即 Liu 等對較硬一側的原長投影）；阻尼 c 在矩陣中對整個相對運動隱式作用，再以延遲修正去掉其橫向部分，因此收斂時只沿彈簧方向作用。重力與風為外力；空氣阻力為隱式。診斷：迭代次數及每次迭代後的位置變化 ‖xₖ₊₁ − xₖ‖（m）。它拒絕含固體的場景：角度彈簧和姿態不在其局部/全域分解之內。</translation>
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
x⁽⁰⁾ = x̂（預測）或 xₙ（上一步，R5）
x⁽ᵏ⁺¹⁾ = ωₖ·(x⁽ᵏ⁾ − D⁻¹·∇Φ(x⁽ᵏ⁾)) + (1 − ωₖ)·x⁽ᵏ⁻¹⁾,  D = M̃/h² + Σ (k + c/h)
ω₁ = 1,  ω₂ = 2/(2 − ρ²),  ωₖ = 4/(4 − ρ²·ωₖ₋₁)
vₙ₊₁ = (x − xₙ)/h,  xₙ₊₁ = x</translation>
    </message>
    <message>
        <source>Iteration start</source>
        <translation>迭代起點</translation>
    </message>
    <message>
        <source>0: the prediction x̂ = xₙ + h·v* (ClothLab); 1: the previous positions xₙ (R5).</source>
        <translation>0：預測 x̂ = xₙ + h·v*（ClothLab）；1：上一步的位置 xₙ（R5）。</translation>
    </message>
    <message>
        <source>Preconditioner</source>
        <translation>預條件子</translation>
    </message>
    <message>
        <source>0: degree, m̃/h² + Σ incident k (ClothLab); 1: article, m̃/h² + 4·k (R5).</source>
        <translation>0：依度數，m̃/h² + Σ 相連彈簧的 k（ClothLab）；1：依原文，m̃/h² + 4·k（R5）。</translation>
    </message>
    <message>
        <source>v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*
N sweeps, each spring: Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ
σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l
R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2
vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*</source>
        <translation>v* = vₙ + h·M⁻¹·f_ext,  x* = xₙ + h·v*
N 輪鬆弛，每根彈簧：Δ = σ·(l − L)·n,  x_a += (w_a/W)·Δ,  x_b −= (w_b/W)·Δ
σ = φ·min(1, ½·k·h²·W),  W = w_a + w_b,  n = (x_b − x_a)/l
R1: σ = φ·½·k·h²·W/n_free,  a_ext·h² → r·a_ext·h²/2
vₙ₊₁ = (x* − xₙ)/h,  xₙ₊₁ = x*</translation>
    </message>
    <message>
        <source>φ of structural springs longer than rest (R1&apos;s structural &quot;Shrink&quot;).</source>
        <translation>長於原長的結構彈簧的 φ（R1 的結構彈簧「Shrink」）。</translation>
    </message>
    <message>
        <source>φ of structural springs shorter than rest (R1&apos;s structural &quot;Stretch&quot;).</source>
        <translation>短於原長的結構彈簧的 φ（R1 的結構彈簧「Stretch」）。</translation>
    </message>
    <message>
        <source>φ of shear springs longer than rest (R1&apos;s shear &quot;Shrink&quot;).</source>
        <translation>長於原長的剪切彈簧的 φ（R1 的剪切彈簧「Shrink」）。</translation>
    </message>
    <message>
        <source>φ of shear springs shorter than rest (R1&apos;s shear &quot;Stretch&quot;).</source>
        <translation>短於原長的剪切彈簧的 φ（R1 的剪切彈簧「Stretch」）。</translation>
    </message>
    <message>
        <source>φ of bending springs longer than rest (R1&apos;s bending &quot;Shrink&quot;).</source>
        <translation>長於原長的彎曲彈簧的 φ（R1 的彎曲彈簧「Shrink」）。</translation>
    </message>
    <message>
        <source>φ of bending springs shorter than rest (R1&apos;s bending &quot;Stretch&quot;).</source>
        <translation>短於原長的彎曲彈簧的 φ（R1 的彎曲彈簧「Stretch」）。</translation>
    </message>
    <message>
        <source>Relaxation split</source>
        <translation>鬆弛量分配</translation>
    </message>
    <message>
        <source>0: σ per spring from ½·k·h²·W, each end moved by its share (ClothLab); 1: one move (l − L)·k·h²/2m̄ divided between the ends (R1).</source>
        <translation>0：每根彈簧由 ½·k·h²·W 求 σ，各端依其份額移動（ClothLab）；1：一個移動量 (l − L)·k·h²/2m̄ 由兩端分攤（R1）。</translation>
    </message>
    <message>
        <source>Clamp</source>
        <translation>截斷</translation>
    </message>
    <message>
        <source>1: σ ≤ φ, engaged when ½·k·h²·W ≥ 1 (ClothLab); 0: no clamp (R1, diverges there).</source>
        <translation>1：σ ≤ φ，當 ½·k·h²·W ≥ 1 時生效（ClothLab）；0：不截斷（R1，在該處發散）。</translation>
    </message>
    <message>
        <source>Sweep order</source>
        <translation>鬆弛順序</translation>
    </message>
    <message>
        <source>0: colour order (ClothLab, faster); 1: the scene&apos;s spring list (R1).</source>
        <translation>0：著色順序（ClothLab，較快）；1：場景彈簧清單的順序（R1）。</translation>
    </message>
    <message>
        <source>Gravity step</source>
        <translation>重力步</translation>
    </message>
    <message>
        <source>0: Verlet, x* gets h²·g (ClothLab); 1: R1, x* gets r·g·h²/2 with r the velocity retention.</source>
        <translation>0：Verlet，x* 加上 h²·g（ClothLab）；1：R1，x* 加上 r·g·h²/2，r 為速度保持係數。</translation>
    </message>
    <message>
        <source>Gravity divided by mass</source>
        <translation>重力除以質量</translation>
    </message>
    <message>
        <source>1: R1&apos;s defect, the gravity step divided by the point mass in kg; 0: not (ClothLab).</source>
        <translation>1：R1 的缺陷，重力項除以質點質量（kg）；0：不除（ClothLab）。</translation>
    </message>
    <message>
        <source>Heun (explicit trapezoidal)</source>
        <translation>Heun 法（顯式梯形法則）</translation>
    </message>
    <message>
        <source>Heun&apos;s method, the explicit trapezoidal rule: an explicit Euler predictor, then the average of the derivatives at the start and at the predicted end. Second order, not symplectic: like rk2, its energy slowly grows without damping, and it has the same stability region (|1 + z + z²/2| ≤ 1), so for an undamped spring it is unstable for any dt and only damping keeps it bounded. Two force evaluations per step. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the same two stages (q renormalised at the end).</source>
        <translation>Heun 法，即顯式梯形法則：先以顯式歐拉法預測，再取步起點與預測終點處導數的平均。二階，非辛：與 rk2 一樣，無阻尼時能量緩慢增長，且穩定域相同（|1 + z + z²/2| ≤ 1），因此對無阻尼的彈簧在任何 dt 下都不穩定，只有阻尼能使其有界。每步兩次力求值。依原樣使用剛度表（k⁺、k⁻、c）。固體：姿態與角速度經過同樣的兩個階段（q 在最後重新正規化）。</translation>
    </message>
    <message>
        <source>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)
yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</source>
        <translation>k₁ = F(yₙ, tₙ),  k₂ = F(yₙ + dt·k₁, tₙ + dt)
yₙ₊₁ = yₙ + ½dt·(k₁ + k₂),  y = (x, v[, q, Ω]),  F = (v, M⁻¹f[, ½(0, Ω)⊗q, I⁻¹τ])</translation>
    </message>
    <message>
        <source>Runge–Kutta 3 (Kutta)</source>
        <translation>龍格-庫塔法（三階，Kutta）</translation>
    </message>
    <message>
        <source>Kutta&apos;s third-order method (1901): three force evaluations per step, weights 1/6, 4/6, 1/6 as in Simpson&apos;s rule. Third order, not symplectic. Its stability region |1 + z + z²/2 + z³/6| ≤ 1 contains a piece of the imaginary axis, |ω·dt| ≤ √3, so unlike the second-order Runge–Kutta methods it keeps an undamped spring bounded for small dt, with slow numerical damping. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities go through the three stages (q renormalised at the end).</source>
        <translation>Kutta 的三階方法（1901）：每步三次力求值，權重 1/6、4/6、1/6，與辛普森法則相同。三階，非辛。其穩定域 |1 + z + z²/2 + z³/6| ≤ 1 包含虛軸的一段 |ω·dt| ≤ √3，因此與二階龍格-庫塔法不同，在小 dt 下能使無阻尼的彈簧保持有界，數值阻尼緩慢。依原樣使用剛度表（k⁺、k⁻、c）。固體：姿態與角速度經過三個階段（q 在最後重新正規化）。</translation>
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
        <translation>Yoshida 法（四階，辛）</translation>
    </message>
    <message>
        <source>Yoshida&apos;s (1990) fourth-order symplectic method, also found by Forest and Ruth: three velocity-Verlet substeps of w₁·dt, w₀·dt, w₁·dt with w₁ = 1/(2 − ∛2) ≈ 1.3512 and w₀ = 1 − 2w₁ ≈ −1.7024, so the middle substep runs backwards in time. The composition cancels Verlet&apos;s third-order error: fourth order and symplectic without damping, energy bounded over long runs. Three force evaluations per step (five with damping or drag, whose substeps restart from the forces at their own start state). Stable for an undamped spring while dt &lt; 1.57/ω, a smaller limit than Verlet&apos;s 2/ω per step. With damping, drag or wind the velocity-dependent forces in the second half-kicks use the half-step velocity, as in verlet, and the order drops to two. Uses the stiffness table as is (k⁺, k⁻, c). Solids: each substep kicks Ω and turns q exactly as verlet does.</source>
        <translation>Yoshida（1990）的四階辛方法，Forest 與 Ruth 也獨立得到：三個速度 Verlet 子步（子步數為 3），步長為 w₁·dt、w₀·dt、w₁·dt，其中 w₁ = 1/(2 − ∛2) ≈ 1.3512，w₀ = 1 − 2w₁ ≈ −1.7024，因此中間的子步在時間上倒退。該組合消去了 Verlet 的三階誤差：無阻尼時為四階且辛，長時間執行中能量有界。每步三次力求值（有阻尼或拖曳時為五次，其子步從各自起始狀態的力重新開始）。對無阻尼的彈簧在 dt &lt; 1.57/ω 時穩定，比 Verlet 每步的 2/ω 更小。有阻尼、拖曳或風時，後半個半步衝量中依賴速度的力與 verlet 一樣使用半步速度，階數降為二。依原樣使用剛度表（k⁺、k⁻、c）。固體：每個子步都像 verlet 一樣以衝量更新 Ω 並精確旋轉 q。</translation>
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
        <translation>隱式中點法</translation>
    </message>
    <message>
        <source>The implicit midpoint rule: the step is taken with the forces at the midpoint of the start and the end of the step, which is itself unknown. Second order, symplectic and A-stable: for any dt a linear undamped spring keeps its energy exactly (to the solver tolerance) and is never damped numerically; the price is a period error that grows with ω·dt. Solved like implicit-euler, as a backward Euler half step by Newton&apos;s method with Jacobi-preconditioned conjugate gradients, then extrapolated to the end of the step. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension, clamps the transverse term of compressed springs and leaves out the position derivative of spring damping. Diagnostics: Newton and CG iterations and the Newton residual after each iteration. Solids are not supported.</source>
        <translation>隱式中點法則：步以步起點與終點中點處的力推進，而終點本身未知。二階、辛且 A 穩定：任何 dt 下線性無阻尼的彈簧都精確保持能量（到求解器容許誤差為止），不會被數值阻尼；代價是隨 ω·dt 增長的週期誤差。與 implicit-euler 一樣求解：以 Jacobi 預條件共軛梯度法的牛頓法求後向歐拉半步，再外推到步末。剛度表：殘差精確使用 k⁺、k⁻ 與 c；矩陣依每根彈簧伸長的正負號取 k⁺ 或 k⁻，截斷受壓彈簧的橫向項，並略去彈簧阻尼的位置導數。診斷：牛頓迭代次數與 CG 迭代次數，以及每次迭代後的牛頓殘差。不支援固體。</translation>
    </message>
    <message>
        <source>u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u
M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)
Newton on the half step: (M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)</source>
        <translation>u = ½(vₙ + vₙ₊₁),  xₙ₊₁ = xₙ + dt·u
M·(vₙ₊₁ − vₙ) = dt·f(xₙ + ½dt·u, u, tₙ + ½dt)
半步上的牛頓法：(M − ½dt·∂f/∂v − ¼dt²·∂f/∂x)·δu = ½dt·f − M·(u − vₙ)</translation>
    </message>
    <message>
        <source>Newton iterations per step; more converge to the exact implicit midpoint solution.</source>
        <translation>每步的牛頓迭代次數；次數更多時收斂到精確的隱式中點法解。</translation>
    </message>
    <message>
        <source>Newmark-β</source>
        <translation>Newmark-β 法</translation>
    </message>
    <message>
        <source>Newmark&apos;s method (1959) on the second-order system M·a = f(x, v): the new position and velocity are Taylor expansions whose last term mixes the old and the new acceleration with weights β and γ, and the new acceleration satisfies the equation of motion at the new state. The acceleration is carried from step to step. γ = ½, β = ¼ (the default) is the average-acceleration (trapezoidal) rule: second order, unconditionally stable, no numerical damping, a linear undamped spring keeps its energy. β = 0, γ = ½ is the explicit central difference, stable while dt &lt; 2/ω. γ &gt; ½ adds numerical damping and makes the method first order. Solved by Newton&apos;s method with Jacobi-preconditioned conjugate gradients like implicit-euler (with β = 0 only the damping is implicit). Stiffness table as in implicit-euler. Solids are not supported.</source>
        <translation>Newmark 方法（1959）用於二階系統 M·a = f(x, v)：新的位置與速度是泰勒展開，其最後一項以權重 β 與 γ 混合舊的與新的加速度，而新加速度在新狀態上滿足運動方程式。加速度逐步傳遞。γ = ½、β = ¼（預設）是平均加速度（梯形）法則：二階、無條件穩定、無數值阻尼，線性無阻尼的彈簧保持能量。β = 0、γ = ½ 是顯式中心差分，在 dt &lt; 2/ω 時穩定。γ &gt; ½ 加入數值阻尼並使方法降為一階。與 implicit-euler 一樣以 Jacobi 預條件共軛梯度法的牛頓法求解（β = 0 時只有阻尼是隱式的）。剛度表同 implicit-euler。不支援固體。</translation>
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
        <translation>每步的牛頓迭代次數；次數更多時收斂到隱式步的精確解。</translation>
    </message>
    <message>
        <source>Velocity weight γ</source>
        <translation>速度權重 γ</translation>
    </message>
    <message>
        <source>Weight of the new acceleration in the velocity update; ½ is second order, more damps.</source>
        <translation>速度更新中新加速度的權重；½ 為二階，更大則產生阻尼。</translation>
    </message>
    <message>
        <source>Position weight β</source>
        <translation>位置權重 β</translation>
    </message>
    <message>
        <source>Weight of the new acceleration in the position update; ¼ is average acceleration, 0 the explicit central difference.</source>
        <translation>位置更新中新加速度的權重；¼ 為平均加速度法，0 為顯式中心差分。</translation>
    </message>
    <message>
        <source>Generalized-α (Chung–Hulbert)</source>
        <translation>廣義 α 法（Chung–Hulbert）</translation>
    </message>
    <message>
        <source>The generalized-α method of Chung and Hulbert (1993): Newmark&apos;s updates, with the equation of motion enforced at intermediate points, the inertia at the αm level and the forces at the αf level of the step. One parameter, ρ∞, the spectral radius for ω·dt → ∞, sets how strongly the unresolved high-frequency modes are damped (ρ∞ = 1: no damping, the average-acceleration rule; ρ∞ = 0: they are annihilated in one step), while the well-resolved low modes are damped as little as possible. Second order and unconditionally stable for linear problems. The acceleration is carried from step to step. Solved by Newton&apos;s method with Jacobi-preconditioned conjugate gradients like implicit-euler. Stiffness table as in implicit-euler. Solids are not supported.</source>
        <translation>Chung 與 Hulbert（1993）的廣義 α 法：採用 Newmark 的更新式，在步內的中間點上施加運動方程式，慣性取在 αm 處，力取在 αf 處。唯一的參數 ρ∞ 是 ω·dt → ∞ 時的譜半徑，它決定未被解析的高頻模態受多強的阻尼（ρ∞ = 1：無阻尼，即平均加速度法則；ρ∞ = 0：一步內消除），同時盡量少地阻尼充分解析的低頻模態。對線性問題為二階且無條件穩定。加速度逐步傳遞。與 implicit-euler 一樣以 Jacobi 預條件共軛梯度法的牛頓法求解。剛度表同 implicit-euler。不支援固體。</translation>
    </message>
    <message>
        <source>αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²
Newmark updates of xₙ₊₁, vₙ₊₁ with γ, β
M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·dt)</source>
        <translation>αm = (2ρ∞ − 1)/(ρ∞ + 1),  αf = ρ∞/(ρ∞ + 1),  γ = ½ − αm + αf,  β = ¼(1 − αm + αf)²
以 γ、β 對 xₙ₊₁、vₙ₊₁ 做 Newmark 更新
M·((1 − αm)·aₙ₊₁ + αm·aₙ) = f((1 − αf)·xₙ₊₁ + αf·xₙ, (1 − αf)·vₙ₊₁ + αf·vₙ, tₙ + (1 − αf)·dt)</translation>
    </message>
    <message>
        <source>High-frequency spectral radius ρ∞</source>
        <translation>高頻譜半徑 ρ∞</translation>
    </message>
    <message>
        <source>Spectral radius of the step for ω·dt → ∞: 1 keeps high-frequency modes, 0 removes them in one step.</source>
        <translation>ω·dt → ∞ 時步的譜半徑：1 保留高頻模態，0 在一步內將其去除。</translation>
    </message>
    <message>
        <source>R5&apos;s solver: the implicit Euler step written as the minimisation of ½/h²·‖x − x̂‖²_M + E(x), solved by a fixed number of Jacobi-preconditioned gradient descent iterations with Chebyshev semi-iterative acceleration (Wang 2015) for an assumed spectral radius ρ; then v = (x − xₙ)/h. Converged, it is implicit-euler: first order, stable for any dt, strongly damped at large dt. The gradient uses k⁺ or k⁻ by the sign of each spring&apos;s extension. The random wind (scene air.random_wind) adds −u·F to every gradient evaluation with a new u each time, as R5 draws Random.value. Gravity enters x̂ = xₙ + h·vₙ + h²·g instead of R5&apos;s energy term −m·g·x: the same Φ up to a constant. Start: the iterations begin at x̂ (prediction, ClothLab) or at xₙ (previous: R5, whose line starting them at x̂ is commented out). Preconditioner: degree (ClothLab) 1/(m̃/h² + Σ incident (max(k⁺, k⁻) + c/h)), which keeps the Jacobi step contractive on any topology, or article (R5) 1/(m̃/h² + 4·k) with k the largest incident max(k⁺, k⁻) + c/h, whatever a particle&apos;s number of springs. Air drag against the wind is implicit through the effective mass m̃ = m + h·c_air; spring damping c enters as a dissipation potential with the spring direction frozen at the start of the step (linearised implicit damping). With too few iterations the step is under-converged, which looks like extra softness and damping. The residual is the RMS over free particles of |∇Φ| (N) after each iteration. Does not model orientations: refuses scenes with solids (use velocity-constraints, an explicit or an implicit integrator).</source>
        <translation>R5 的求解器：把隱式歐拉步寫成 ½/h²·‖x − x̂‖²_M + E(x) 的最小化問題，以固定次數的 Jacobi 預條件梯度下降迭代求解，並對假定的譜半徑 ρ 施加切比雪夫半迭代加速（Wang 2015）；然後 v = (x − xₙ)/h。收斂時即為隱式歐拉法：一階，任何 dt 下穩定，大 dt 時阻尼很強。梯度依每根彈簧伸長的正負號使用 k⁺ 或 k⁻。隨機風（場景的 air.random_wind）在每次梯度求值時加上 −u·F，每次取新的 u，正如 R5 抽取 Random.value。重力進入 x̂ = xₙ + h·vₙ + h²·g，而非 R5 的能量項 −m·g·x：兩者的 Φ 只差一個常數。起點：迭代從 x̂ 開始（預測，ClothLab）或從 xₙ 開始（上一步：R5，其從 x̂ 開始的那一行被註解掉了）。預條件子：依度數的 1/(m̃/h² + Σ (max(k⁺, k⁻) + c/h))（Σ 遍及相連彈簧，ClothLab）使 Jacobi 步在任何連接模式下都是壓縮映射；依原文的 1/(m̃/h² + 4·k)（R5）中 k 取相連彈簧 max(k⁺, k⁻) + c/h 的最大值，與質點的彈簧數無關。相對於風的空氣阻力透過有效質量 m̃ = m + h·c_air 隱式處理；彈簧阻尼 c 作為耗散位能進入，彈簧方向固定為時間步起點的方向（線性化隱式阻尼）。迭代次數太少時該步未充分收斂，看起來像額外的柔軟與阻尼。殘差為每次迭代後自由質點上 |∇Φ| 的均方根（N）。不處理姿態：拒絕含有固體的場景（請改用速度層面的彈簧約束、顯式或隱式積分器）。</translation>
    </message>
    <message>
        <source>R1&apos;s cloth solver: a Verlet prediction x* = xₙ + h·v* with v* = vₙ + h·a_ext (gravity; air drag against the wind, taken implicitly), then N Jakobsen relaxation sweeps: each sweep visits the springs one after another (Gauss–Seidel) and moves the ends along the spring. Per spring, with e = l − L, W = w_a + w_b (w = 1/m, 0 for a pinned end), k = k⁺ or k⁻ by the sign of e and φ the per-kind stretch factor (e &gt; 0) or shrink factor (e ≤ 0; defaults 1, 0.5, 0.2 for structural, shear, bending): σ = φ·min(1, ½·k·h²·W), end a moves by σ·(w_a/W)·e and end b by σ·(w_b/W)·e towards each other. With equal masses m and both ends free that is (l − L)·k·h²/2m per end, twice R1&apos;s move; with one end pinned the free end moves (l − L)·k·h²/2m, as in R1. R1 (relaxation split = 1) computes one move (l − L)·k·h²/2m̄ per spring (m̄ the mean mass of the free ends) and divides it between the ends by inverse mass. The clamp min(1, …) engages when ½·k·h²·W ≥ 1 (both ends free, equal masses: k ≥ m/h²); springs stiffer than that all behave alike (σ = φ) and a sweep never overshoots; R1 has no clamp (clamp = 0) and diverges there. R1&apos;s names are swapped: its &quot;Shrink&quot; factor is the one ClothLab calls stretch (applied to stretched springs). Sweep order: colour (ClothLab; consecutive springs share no particle, same result up to the order) or list (R1: the scene&apos;s spring list). Gravity step: Verlet h²·g or R1&apos;s r·g·h²/2 (r the velocity retention, which R1 applies to the acceleration too), optionally divided by the point mass (R1&apos;s defect). Velocities come from positions, v = (x − xₙ)/h. Spring damping c acts implicitly on the predicted velocities (u&apos; = u/(1 + h·c·W) along each spring). Stable for any dt, but not a consistent discretisation of the spring equations (order 0): the effective stiffness depends on dt and on the number of sweeps N, not only on k — a soft spring acts like one of stiffness ≈ N·φ·k/2, more sweeps give a stiffer cloth — the limitation xpbd removes. A spring with both ends pinned is skipped; with early exit = 1 (R1&apos;s defect) each sweep ends at the first such spring in sweep order and the springs after it are not relaxed. Does not model orientations: refuses scenes with solids (use velocity-constraints).</source>
        <translation>R1 的布料求解器：先以外力（重力；相對於風的空氣阻力隱式處理）得到 v* = vₙ + h·a_ext，做 Verlet 預測 x* = xₙ + h·v*，然後進行 N 輪 Jakobsen 鬆弛：每輪逐根走訪彈簧（Gauss–Seidel），沿彈簧移動兩端。對每根彈簧，記 e = l − L，W = w_a + w_b（w = 1/m，固定端為 0），k 依 e 的正負號取 k⁺ 或 k⁻，φ 為各類彈簧的拉伸係數（e &gt; 0）或收縮係數（e ≤ 0；結構、剪切、彎曲的預設值為 1、0.5、0.2）：σ = φ·min(1, ½·k·h²·W)，端點 a 移動 σ·(w_a/W)·e，端點 b 移動 σ·(w_b/W)·e，彼此靠近。質量相等且兩端都自由時，每端移動 (l − L)·k·h²/2m，是 R1 移動量的兩倍；一端固定時自由端移動 (l − L)·k·h²/2m，與 R1 相同。R1（鬆弛量分配 = 1）對每根彈簧計算一個移動量 (l − L)·k·h²/2m̄（m̄ 為自由端質量的平均），依逆質量比例分給兩端。截斷 min(1, …) 在 ½·k·h²·W ≥ 1 時生效（兩端自由、質量相等時即 k ≥ m/h²）；比這更硬的彈簧表現都相同（σ = φ），一輪鬆弛不會過衝；R1 沒有截斷（截斷 = 0），在該處發散。R1 的命名是反的：它的「Shrink」係數就是 ClothLab 所說的拉伸係數（作用於被拉長的彈簧）。鬆弛順序：著色順序（ClothLab；相鄰彈簧不共用質點，結果只差順序）或清單順序（R1：場景的彈簧清單）。重力步：Verlet 的 h²·g，或 R1 的 r·g·h²/2（r 為速度保持係數，R1 也把它乘在加速度上），還可以再除以質點質量（R1 的缺陷）。速度由位置求得，v = (x − xₙ)/h。彈簧阻尼 c 隱式作用於預測速度（沿每根彈簧 u&apos; = u/(1 + h·c·W)）。任何 dt 下穩定，但不是彈簧方程式的相容離散（零階）：有效剛度不僅取決於 k，還取決於 dt 與鬆弛輪數 N——軟彈簧的表現類似剛度 ≈ N·φ·k/2 的彈簧，輪數越多布料越硬——這正是 XPBD 消除的侷限。兩端都固定的彈簧會被略過；提前結束 = 1（R1 的缺陷）時，每一輪在鬆弛順序中遇到第一根這樣的彈簧即結束，其後的彈簧不被鬆弛。不處理姿態：拒絕含有固體的場景（請改用速度層面的彈簧約束）。</translation>
    </message>
    <message>
        <source>Early exit</source>
        <translation>提前結束</translation>
    </message>
    <message>
        <source>0: a spring with both ends pinned is skipped (ClothLab); 1: R1&apos;s defect, each sweep ends at the first such spring in sweep order.</source>
        <translation>0：略過兩端都固定的彈簧（ClothLab）；1：R1 的缺陷，每一輪在鬆弛順序中遇到第一根這樣的彈簧時結束。</translation>
    </message>
    <message>
        <source>R2&apos;s solver: springs become velocity-level constraints solved iteratively. After the external forces (gravity; air drag against the wind, implicitly) and the spring damping (implicit, along each spring) have given trial velocities v*, each iteration visits the springs in a fixed order and removes the fraction r of the error l − L that the trial velocities would leave at t + h (l measured at x + h·v*), by an impulse along the spring split by inverse masses; after the iterations the trial velocities become the new ones and x += h·v. The stiffness table maps to r = relaxation·κ/(1 + κ), κ = k·h²·W, W = 1/m_a + 1/m_b (k = k⁺ or k⁻ by the sign of the predicted error): a stiff spring is corrected by the relaxation coefficient, a soft one by less, a kind with k = 0 not at all; R2 (coefficient = 1) removes the fraction relaxation of every error whatever k, and a kind with k = 0 still not at all. Order per iteration: the springs (colour order, or with sweep order = 1 the scene&apos;s spring list, as R2), then the angle springs in list order, then the contacts. Stiffness grows with the iteration count N (1: floppy, 3–5: good, 20: almost rigid): a soft spring acts like one of stiffness ≈ N·relaxation·k, so the method is not a consistent discretisation of the spring equations (order 0). As R2 notes, the constraint iterations dissipate energy that cannot be tuned separately; c only adds damping on top. Stable for any dt. Solids (R2): each angle spring is two attachment constraints, the point x_a + R_a·r_ab that turns with particle a must meet x_b at t + h; its error is removed by the same fraction r (κ from the angle stiffness) with an impulse that changes both velocities and a&apos;s angular velocity (3×3 effective mass with the particle&apos;s inertia). Particles of different bodies closer than one diameter are pushed apart inside the same iterations (contacts found once per step on a uniform grid at the predicted positions); no other integrator solves particle contacts. Orientations are turned by h·Ω at the end.</source>
        <translation>R2 的求解器：把彈簧變為速度層面的約束並迭代求解。外力（重力；相對於風的空氣阻力隱式處理）與彈簧阻尼（隱式，沿每根彈簧）給出試探速度 v* 後，每次迭代依固定順序走訪彈簧，以依逆質量比例分配、沿彈簧方向的衝量，消除試探速度在 t + h 時會留下的誤差 l − L（l 在 x + h·v* 處量測）的比例 r；迭代結束後試探速度成為新速度，並令 x += h·v。剛度表對應為 r = relaxation·κ/(1 + κ)，κ = k·h²·W，W = 1/m_a + 1/m_b（k 依預測誤差的正負號取 k⁺ 或 k⁻）：硬彈簧依鬆弛係數修正，軟彈簧修正得更少，k = 0 的類別完全不修正；R2（係數 = 1）不論 k 為何都依鬆弛係數的比例消除每個誤差，k = 0 的類別仍完全不修正。每次迭代的順序：先是彈簧（著色順序，或在鬆弛順序 = 1 時與 R2 一樣依場景的彈簧清單），接著依清單順序處理角度彈簧，最後是接觸。剛度隨迭代次數 N 增大（1：鬆軟，3–5：良好，20：幾乎剛性）：軟彈簧的表現類似剛度 ≈ N·relaxation·k 的彈簧，因此該方法不是彈簧方程式的相容離散（零階）。正如 R2 所說，約束迭代會耗散無法單獨調整的能量；c 只是在此之上再加阻尼。任何 dt 下穩定。固體（R2）：每根角度彈簧是兩個附著約束，隨質點 a 轉動的點 x_a + R_a·r_ab 必須在 t + h 時與 x_b 重合；其誤差依同樣的比例 r（κ 由角度剛度求得）透過衝量消除，該衝量同時改變兩個質點的速度與 a 的角速度（含質點轉動慣量的 3×3 有效質量）。屬於不同物體且距離小於一個直徑的質點在同一迭代中被推開（每步在預測位置上以均勻網格偵測一次接觸）；其他積分器都不求解質點之間的接觸。最後將姿態旋轉 h·Ω。</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>係數</translation>
    </message>
    <message>
        <source>0: r = relaxation·κ/(1 + κ), κ = k·h²·W (ClothLab); 1: r = relaxation for every spring with k &gt; 0 (R2).</source>
        <translation>0：r = relaxation·κ/(1 + κ)，κ = k·h²·W（ClothLab）；1：對每根 k &gt; 0 的彈簧取 r = relaxation（即鬆弛係數本身，R2）。</translation>
    </message>
    <message>
        <source>0: colour order (ClothLab, faster); 1: the scene&apos;s spring list (R2).</source>
        <translation>0：著色順序（ClothLab，較快）；1：場景彈簧清單的順序（R2）。</translation>
    </message>
    <message>
        <source>Dormand–Prince 8(5,3)</source>
        <translation>Dormand–Prince 法 8(5,3)</translation>
    </message>
    <message>
        <source>Adaptive eighth-order Runge–Kutta of Dormand and Prince (DOP853, Hairer, Nørsett and Wanner): twelve stages per internal step, with embedded fifth- and third-order solutions whose difference from the eighth-order one estimates the error. Each frame step dt is covered by as many internal steps as the tolerance needs (mixed absolute/relative, per component of x and v). At tight tolerances it takes far larger steps than rk45 for the same accuracy, so it is the default reference solution for error measurements. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state, of its stages and of its error estimate (q renormalised after each internal step).</source>
        <translation>Dormand 與 Prince 的八階自適應步長龍格-庫塔法（DOP853，Hairer、Nørsett 與 Wanner）：每個內部步計算十二級，內嵌五階與三階解，以它們與八階解之差估計誤差。每個畫格步長 dt 由容許誤差所需數量的內部步涵蓋（對 x 與 v 的每個分量採用絕對／相對混合容許誤差）。在嚴格的容許誤差下，達到同樣精度時它的步長比 rk45 大得多，因此是誤差量測的預設參考解。直接使用剛度表（k⁺、k⁻、c）。固體：姿態與角速度是狀態的一部分，參與各級計算與誤差估計（每個內部步後將 q 重新正規化）。</translation>
    </message>
    <message>
        <source>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ (order 8)
err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ
err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)
h ← h·min(6, max(1/3, 0.9·err^(−1/8)))</source>
        <translation>kᵢ = F(yₙ + h·Σⱼ aᵢⱼ·kⱼ, tₙ + cᵢ·h),  i = 1…12
yₙ₊₁ = yₙ + h·Σ bᵢ·kᵢ（八階）
err₅ = h·Σ (bᵢ − b̂ᵢ)·kᵢ,  err₃ = h·Σ (bᵢ − b̃ᵢ)·kᵢ
err = ‖err₅‖² / √(‖err₅‖² + 0.01·‖err₃‖²)
h ← h·min(6, max(1/3, 0.9·err^(−1/8)))</translation>
    </message>
    <message>
        <source>Adaptive Runge–Kutta of Dormand and Prince (1980): a fifth-order step with an embedded fourth-order estimate of its error. Each frame step dt is covered by as many internal steps as the tolerance needs (mixed absolute/relative, per component of x and v), so the result is accurate to about the tolerance whatever dt is. At tight tolerances dop853 is cheaper, and it is the default reference. Uses the stiffness table as is (k⁺, k⁻, c). Solids: orientations and angular velocities are part of the state, of its stages and of its error estimate (q renormalised after each internal step).</source>
        <translation>Dormand 與 Prince（1980）的自適應步長龍格-庫塔法：五階的一步，內嵌四階誤差估計。每個畫格步長 dt 由容許誤差所需數量的內部步涵蓋（對 x 與 v 的每個分量採用絕對／相對混合容許誤差），因此無論 dt 多大，結果的精度都約等於容許誤差。在嚴格的容許誤差下 dop853 更省計算，預設參考解是 dop853。直接使用剛度表（k⁺、k⁻、c）。固體：姿態與角速度是狀態的一部分，參與各級計算與誤差估計（每個內部步後將 q 重新正規化）。</translation>
    </message>
    <message>
        <source>Second-order backward differentiation: the new state is fitted with the two previous ones, xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁ and the same for v with the forces at the new state. The first step (and the first after a reset or a change of dt) is backward Euler. A particle that an obstacle or cloth contact moved after the last step starts from a history rebuilt at its new state (constant velocity), so that a stop on contact does not turn into a bounce. Solved like implicit-euler, by Newton&apos;s method with Jacobi-preconditioned conjugate gradients on the block-sparse system, with 2/3·dt in place of dt. Second order and A-stable, with much less numerical damping than backward Euler. Stiffness table: the residual uses k⁺, k⁻ and c exactly; the matrix takes k⁺ or k⁻ by the sign of each spring&apos;s extension at the current iterate, clamps the transverse term (1 − L/l) of compressed springs at 0 and leaves out the position derivative of spring damping. Diagnostics: Newton iterations, CG iterations summed over the step, and the Newton residual ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖ (N·s) after each iteration. Solids: as in implicit-euler, the angle springs enter the Newton system with the orientations held, and the orientations follow in a split linearly implicit Euler stage, so a scene with solids is first order only.</source>
        <translation>二階後向差分法：以先前兩個狀態擬合新狀態，xₙ₊₁ − 4/3·xₙ + 1/3·xₙ₋₁ = 2/3·dt·vₙ₊₁，v 也同樣處理，使用新狀態下的力。第一步（以及重置或 dt 改變後的第一步）為後向歐拉法。在上一步之後被障礙物或布料接觸移動過的質點，從在其新狀態處重建的歷史（恆定速度）開始，因此接觸時的停止不會變成反彈。與隱式歐拉法相同，對區塊稀疏系統以牛頓法與 Jacobi 預條件共軛梯度法求解，以 2/3·dt 取代 dt。二階且 A 穩定，數值阻尼遠小於後向歐拉法。剛度表：殘差精確使用 k⁺、k⁻ 與 c；矩陣依目前迭代中每根彈簧伸長的正負號取 k⁺ 或 k⁻，將受壓彈簧的橫向項 (1 − L/l) 截斷為 0，並略去彈簧阻尼的位置導數。診斷：牛頓迭代次數、整步 CG 迭代次數總和，以及每次迭代後的牛頓殘差 ‖M·(vₙ₊₁ − v̂) − 2/3·dt·f‖（N·s）。固體：與隱式歐拉法相同，角度彈簧在姿態固定的情況下進入牛頓系統，姿態隨後在分離的線性隱式歐拉階段中更新，因此含固體的場景只有一階精度。</translation>
    </message>
</context>
<context>
    <name>PresetText</name>
    <message>
        <source>Hanging cloth</source>
        <translation>懸掛的布料</translation>
    </message>
    <message>
        <source>A 24 × 24 cloth held at its two top corners falls onto a sphere.</source>
        <translation>兩個上角固定的 24 × 24 布料落到球體上。</translation>
    </message>
    <message>
        <source>Verlet relaxation cloth (R1)</source>
        <translation>Verlet 鬆弛布料（R1）</translation>
    </message>
    <message>
        <source>Coursework cloth (R3)</source>
        <translation>課程作業布料（R3）</translation>
    </message>
    <message>
        <source>Windy cloth (R4)</source>
        <translation>風中的布料（R4）</translation>
    </message>
    <message>
        <source>Implicit drape (R5)</source>
        <translation>隱式垂墜（R5）</translation>
    </message>
    <message>
        <source>Spring oscillator</source>
        <translation>彈簧振子</translation>
    </message>
    <message>
        <source>One undamped spring with an exact solution x(t) = L + A·cos(ωt), ω = 10 rad/s: the lab scene for orders and stability limits.</source>
        <translation>一根無阻尼彈簧，精確解為 x(t) = L + A·cos(ωt)，ω = 10 rad/s：用於研究收斂階與穩定極限的實驗場景。</translation>
    </message>
    <message>
        <source>Hanging chain</source>
        <translation>懸掛的鏈條</translation>
    </message>
    <message>
        <source>A chain of 20 point masses pinned at one end, released horizontally: a swinging pendulum with stiff links.</source>
        <translation>一端固定、由 20 個質點組成的鏈條，水平釋放：由硬連桿構成的擺。</translation>
    </message>
    <message>
        <source>Cloth on a sphere</source>
        <translation>球體上的布料</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>旗幟</translation>
    </message>
    <message>
        <source>A 20 × 30 flag pinned along its left edge in a steady breeze with seeded gusts.</source>
        <translation>左邊固定的 20 × 30 旗幟，處於穩定的微風與帶種子的隨機陣風中。</translation>
    </message>
    <message>
        <source>Elastic ring (R2)</source>
        <translation>彈性圓環（R2）</translation>
    </message>
    <message>
        <source>Jelly cube</source>
        <translation>果凍立方體</translation>
    </message>
    <message>
        <source>A soft cube of oriented particles dropped corner-first onto the ground: it squashes and wobbles back into shape because the angle springs hold the lattice&apos;s shape. Compare velocity-constraints with the force-based integrators on the same solid.</source>
        <translation>由帶姿態的質點組成的柔軟立方體，以一角朝下落到地面上：角度彈簧維持格子的形狀，因此它被壓扁後會晃動著恢復原形。在同一個固體上比較速度層面的彈簧約束與基於力的積分器。</translation>
    </message>
    <message>
        <source>Two square cloths with damped springs fall onto a box that catches what it touches (R3: RK4, stick on hit); cloth contact keeps them out of themselves and each other.
How it differs from r3-original (R3 as published), one line each:
• the box stops what ends a step inside it (R3 ray-casts along the motion, which also catches particles that pass through in one step);
• bending springs along u on every row (R3: on the first row only, a defect);
• cloth self-contact and cloth–cloth contact (R3 has none).</source>
        <translation>兩塊帶阻尼彈簧的方形布料落到一個會黏住接觸物的箱體上（R3：RK4，碰撞即黏住）。布料接觸使兩塊布料既不穿過自身也不互相穿過。
與 r3-original（原文的 R3）的差異，每行一條：
• 箱體在步末停住位於其內部的質點（R3 沿運動方向做射線偵測，也能抓住一步之內穿過的質點）；
• 沿 u 方向的彎曲彈簧每一列都有（R3：只有第一列，屬缺陷）；
• 布料自接觸與布料之間的接觸（R3 沒有）。</translation>
    </message>
    <message>
        <source>A 16 × 16 cloth hanging from its top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames (R4: explicit Euler, air damping).
How it differs from r4-original (R4 as published): spring damping 0.05 and 0.03 N·s/m, which R4 does not have; without it explicit Euler blows up at about t = 6.6 s.</source>
        <translation>從兩個上角懸掛的 16 × 16 布料，受沿 +z 方向的風，風依 (0.5·sin(t/70)·sin(t/25) + 1)·W 調變，t 以畫格計（R4：顯式歐拉法，空氣阻尼）。
與 r4-original（原文的 R4）的差異：R4 沒有的彈簧阻尼 0.05 與 0.03 N·s/m；沒有它，顯式歐拉法在 t = 6.6 s 左右發散。</translation>
    </message>
    <message>
        <source>A 10 m × 10 m cloth of 21 × 21 points (triangle edges, k = 8000 N/m, 1 kg per point) held at two corners over a sphere, in gusty wind; implicit Euler by 32 Chebyshev-accelerated Jacobi iterations at dt = 1/30 s, velocity retention 0.99 (R5).
How it differs from r5-original (R5 as published), one line each:
• iterations start at the prediction x̂ (R5: at xₙ);
• preconditioner 1/(m/h² + Σ incident k) (R5: 1/(m/h² + 4k));
• retention before the sphere&apos;s velocity correction (R5: after);
• air drag 0.2 N·s/m and seeded gusts (R5: no drag; a random wind redrawn at every gradient evaluation);
• gravity 9.81 m/s² and sphere radius 2.0 m (R5: 9.8 and 2.7).</source>
        <translation>21 × 21 個點、10 m × 10 m 的布料（三角形邊，k = 8000 N/m，每點 1 kg），在球體上方固定兩個角，處於陣風中；隱式歐拉法，dt = 1/30 s 時做 32 次切比雪夫加速 Jacobi 迭代，速度保持係數 0.99（R5）。
與 r5-original（原文的 R5）的差異，每行一條：
• 迭代從預測 x̂ 開始（R5：從 xₙ 開始）；
• 預條件子 1/(m/h² + Σ k)（Σ 遍及相連彈簧；R5：1/(m/h² + 4k)）；
• 速度保持在球體的速度修正之前（R5：之後）；
• 空氣阻力 0.2 N·s/m 與帶種子的陣風（R5：無空氣阻力；每次梯度求值都重新抽取的隨機風）；
• 重力 9.81 m/s²，球體半徑 2.0 m（R5：9.8 與 2.7）。</translation>
    </message>
    <message>
        <source>R2&apos;s particle-based elastic solid: a torus of oriented particles on a lattice, joined by position springs and angle springs, dropped tilted onto the ground. Velocity-level constraints at a 1/60 s step with 5 iterations; try 1, 3 and 20 iterations to see R2&apos;s floppy-to-rigid range.
Added beyond R2: spring damping 0.2 and 0.1 N·s/m, air drag 0.001 N·s/m and the ground plane; the relaxation coefficient is scaled by κ/(1 + κ), κ = k·h²·W (0.98–0.99 for these springs), so that soft kinds are corrected less.</source>
        <translation>R2 以質點為基礎的彈性固體：由格子上帶姿態的質點組成的圓環，以位置彈簧與角度彈簧連接，傾斜地落到地面上。速度層面的彈簧約束，時間步長 1/60 s，迭代 5 次；試試 1、3 與 20 次迭代，看看 R2 從鬆軟到幾乎剛性的範圍。
R2 之外的添加：彈簧阻尼 0.2 與 0.1 N·s/m、空氣阻力 0.001 N·s/m 與地面；鬆弛係數乘以 κ/(1 + κ)，κ = k·h²·W（這些彈簧為 0.98–0.99），使較軟的種類修正得較少。</translation>
    </message>
    <message>
        <source>R1 as published (Verlet relaxation)</source>
        <translation>原文的 R1（Verlet 鬆弛）</translation>
    </message>
    <message>
        <source>R3 as published (coursework cloth)</source>
        <translation>原文的 R3（課程作業布料）</translation>
    </message>
    <message>
        <source>R4 as published (windy cloth)</source>
        <translation>原文的 R4（風中布料）</translation>
    </message>
    <message>
        <source>R5 as published (implicit cloth)</source>
        <translation>原文的 R5（隱式布料）</translation>
    </message>
    <message>
        <source>R3&apos;s program as written: two square cloths with damped springs, −(Ks·(l − L) + Kd·(v_rel·d)/l)·d/l, fall onto a box by RK4 at dt = 10⁻³ s; the box stops a particle where a ray cast along its motion in the step first hits it (stick-ray), so fast particles cannot pass through; bending springs along u exist on the first row only (R3&apos;s builder). Air drag 0.001 N·s/m and the ground plane are ClothLab&apos;s additions. Runs: R3&apos;s three integrators, RK4, RK2 and explicit Euler, and RK4 with bending springs on every line (the quirk switched off by the run&apos;s overrides).</source>
        <translation>依原文撰寫的 R3 程式：兩塊帶阻尼彈簧 −(Ks·(l − L) + Kd·(v_rel·d)/l)·d/l 的方形布料，以 RK4、dt = 10⁻³ s 落到箱體上；箱體在沿一步內運動方向的射線首次擊中處停住質點（stick-ray），因此快速質點也無法穿過；沿 u 方向的彎曲彈簧只存在於第一列（R3 的建構程式）。空氣阻力 0.001 N·s/m 與地面是 ClothLab 的添加。執行：R3 的三種積分器，RK4、RK2 與顯式歐拉法，以及每一列都有彎曲彈簧的 RK4（由該執行的覆寫值關閉這一怪癖）。</translation>
    </message>
    <message>
        <source>R4&apos;s program as written: a 16 × 16 cloth (structural and shear springs, undamped Hooke, k = 100 and 60 N/m, 0.01 kg per point) hanging from its top corners in a wind along +z modulated as (0.5·sin(t/70)·sin(t/25) + 1)·W, t in frames at 60 frames/s, with linear air damping F = −d·v (d = 0.01 N·s/m, W = 3 m/s), by explicit Euler at dt = 10⁻⁴ s. Without spring damping it blows up at about t = 6.6 s, as R4&apos;s program does; the windy-cloth preset adds spring damping 0.05 and 0.03 N·s/m, which R4 does not have. Runs: explicit Euler (R4); explicit Euler with windy-cloth&apos;s spring damping (the run&apos;s own overrides), which stays bounded; symplectic Euler and implicit Euler on the undamped springs.</source>
        <translation>依原文撰寫的 R4 程式：16 × 16 布料（結構彈簧與剪切彈簧，無阻尼的虎克彈簧，k = 100 與 60 N/m，每點 0.01 kg）從兩個上角懸掛，受沿 +z 方向、依 (0.5·sin(t/70)·sin(t/25) + 1)·W 調變的風（t 以畫格計，每秒 60 格），線性空氣阻尼 F = −d·v（d = 0.01 N·s/m，W = 3 m/s），以 dt = 10⁻⁴ s 的顯式歐拉法求解。沒有彈簧阻尼，它在 t = 6.6 s 左右發散，與 R4 的程式一樣；windy-cloth 預設集加入了 R4 沒有的彈簧阻尼 0.05 與 0.03 N·s/m。執行：顯式歐拉法（R4）；帶 windy-cloth 彈簧阻尼的顯式歐拉法（該執行自己的覆寫值），保持有界；無阻尼彈簧上的辛歐拉法與隱式歐拉法。</translation>
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
        <translation>位於 x–z 平面、17 × 17 個點的 1 m × 1 m 布料，一條邊固定，落到球體上；Verlet 積分，16 輪鬆弛，各類彈簧有各自的拉伸／收縮係數（R1）。
與 r1-original（原文的 R1）的差異，每行一條：
• 質點質量 0.02 kg，dt = 1/60 s；此時 R1 的鬆弛係數 k·dt²/2m 為 27.8，其迴圈發散；截斷 σ ≤ φ（當 ½·k·h²·W ≥ 1 時生效）把它穩住；
• 每根彈簧把每端移動 σ·(w/W)·(l − L)（R1 把一個移動量分給兩端：兩端都自由時只有一半）；
• 依著色順序鬆弛彈簧（R1：依彈簧清單的順序）；
• 重力以 h²·g 加入（R1：阻力係數·g·dt²/2，再除以質點質量，屬缺陷）；
• 所有彈簧都在（R1 的建構程式漏掉最後一欄的 47 根）；
• 兩端都固定的彈簧被略過（R1 的這一輪在第一根這樣的彈簧處結束）；
• 球體把位置推出而保留速度（push-out，無餘量；R1 的推出還會改變下一步的速度並一同被阻力衰減，餘量 1e-6 m）。</translation>
    </message>
    <message>
        <source>R1&apos;s program as written: 17 × 17 points, 1 m × 1 m, one edge pinned, over a sphere; k = 4000 N/m, 16 relaxation sweeps, resistance 0.995 per step; at R1&apos;s stable defaults, point mass 1 kg and dt = 0.02 s (at the main preset&apos;s 0.02 kg and 1/60 s R1&apos;s relaxation coefficient k·dt²/2m is 27.8 and its loop diverges in the first step; the run at dt = 0.12 s shows that divergence, coefficient 28.8). pbd with R1&apos;s switches: one relaxation move (l − L)·k·dt²/2m per spring divided between its ends, no clamp, sweeps in the spring list&apos;s order, gravity added as resistance·g·dt²/2 and divided by the point mass, the last column&apos;s 47 springs missing (R1&apos;s builder), the springs listed point by point as R1&apos;s builder adds them with the pinned edge as its last row, each sweep ending at the first spring with both ends pinned (R1&apos;s early exit, reached here only at the pinned row&apos;s own springs), the sphere&apos;s push kept in the Verlet velocity (velocity correction, 1e-6 m margin) and damped by the resistance with it (stage order collide-retain). No air, no spring damping. Runs: R1&apos;s method and ClothLab&apos;s corrected relaxation side by side, and both at dt = 0.12 s (R1 diverges, the clamp holds).</source>
        <translation>依原文撰寫的 R1 程式：17 × 17 個點，1 m × 1 m，一條邊固定，位於球體上方；k = 4000 N/m，16 輪鬆弛，每步阻力係數 0.995；採用 R1 的穩定預設值：質點質量 1 kg，dt = 0.02 s（在主預設集的 0.02 kg 與 1/60 s 下，R1 的鬆弛係數 k·dt²/2m 為 27.8，其迴圈在第一步就發散；dt = 0.12 s 的執行展示這種發散，係數 28.8）。帶 R1 開關的 PBD：每根彈簧一個鬆弛移動量 (l − L)·k·dt²/2m 由兩端分攤，不截斷，依彈簧清單順序鬆弛，重力以 阻力係數·g·dt²/2 加入並除以質點質量，缺少最後一欄的 47 根彈簧（R1 的建構程式），彈簧依 R1 建構程式加入的順序逐點排列、固定邊為其最後一列，每一輪在第一根兩端都固定的彈簧處結束（R1 的提前結束，此處只在固定列自身的彈簧處發生），球體的推出保留在 Verlet 速度中（速度修正，餘量 1e-6 m）並一同被阻力衰減（階段順序 collide-retain）。無空氣，無彈簧阻尼。執行：R1 的方法與 ClothLab 修正後的鬆弛並排，以及兩者在 dt = 0.12 s 下（R1 發散，截斷能穩住）。</translation>
    </message>
    <message>
        <source>R5&apos;s program as written: a 10 m × 10 m cloth of 21 × 21 points (the triangle mesh&apos;s edges, k = 8000 N/m, 1 kg per point), two corners pinned, over a sphere of collision radius 2.7 m; gravity 9.8 m/s², velocity ×0.99 per frame, dt = 1/30 s. chebyshev with R5&apos;s switches: 32 Chebyshev-accelerated Jacobi iterations (ρ = 0.995) started from the previous positions xₙ (R5&apos;s line starting them at x̂ is commented out), preconditioner 1/(m/h² + 4k); the sphere&apos;s correction v += Δx/h comes after the velocity update and is damped by 0.99 with it (stage order collide-retain). R5&apos;s random wind, replayable: a force u·F on every point, F = (0, 0, 2) N, with u uniform in [0, 1) drawn anew at every gradient evaluation, on frames drawn windy with probability 0.5 (R5: roughly a third to two thirds of the frames), from a generator seeded by air.random_wind.seed; F and the probability are ClothLab&apos;s values. No air drag. Runs: R5&apos;s start, ClothLab&apos;s prediction start at 32 iterations, and implicit Euler.</source>
        <translation>依原文撰寫的 R5 程式：21 × 21 個點、10 m × 10 m 的布料（三角網格的邊，k = 8000 N/m，每點 1 kg），固定兩個角，位於碰撞半徑 2.7 m 的球體上方；重力 9.8 m/s²，每畫格速度 ×0.99，dt = 1/30 s。帶 R5 開關的切比雪夫法：32 次切比雪夫加速 Jacobi 迭代（ρ = 0.995）從上一步的位置 xₙ 開始（R5 中從 x̂ 開始的那一行被註解掉了），預條件子 1/(m/h² + 4k)；球體的修正 v += Δx/h 在速度更新之後，並一同被 0.99 衰減（階段順序 collide-retain）。R5 的隨機風，可重現：每個點受力 u·F，F = (0, 0, 2) N，u 為 [0, 1) 上的均勻亂數，每次梯度求值都重新抽取，有風的格以機率 0.5 抽取（R5：大約三分之一到三分之二的格）；亂數產生器的種子為 air.random_wind.seed；F 與機率是 ClothLab 的取值。無空氣阻力。執行：R5 的起點、32 次迭代下 ClothLab 的預測起點，以及隱式歐拉法。</translation>
    </message>
    <message>
        <source>Folding cloth</source>
        <translation>折疊的布料</translation>
    </message>
    <message>
        <source>A long 12 × 40 cloth falls edge-first onto the ground and folds onto itself; self-collision keeps its layers a thickness apart (cloth contact: proximity, continuous detection, friction).</source>
        <translation>一塊 12 × 40 的長布料以邊緣先著地的方式落到地面上並折疊到自身之上；自碰撞使各層保持一個厚度的距離（布料接觸：鄰近偵測、連續碰撞偵測、摩擦）。</translation>
    </message>
    <message>
        <source>A free 24 × 24 cloth dropped onto a sphere resting on the ground; friction holds it in a drape, and self-collision keeps its folds from passing through each other.</source>
        <translation>一塊自由的 24 × 24 布料落到放在地面上的球體上；摩擦力使其保持垂墜，自碰撞使其皺褶不會相互穿透。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>blew up</source>
        <translation>發散</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>場景</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Energy and error</source>
        <translation>能量與誤差</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>清單</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>圖 %1. %2</translation>
    </message>
    <message>
        <source>ClothLab report: %1</source>
        <translation>ClothLab 報告：%1</translation>
    </message>
    <message>
        <source>Written %1 by ClothLab %2.</source>
        <translation>由 ClothLab %2 於 %1 產生。</translation>
    </message>
    <message>
        <source>%1 particles (%2 pinned), total mass %3 kg.</source>
        <translation>%1 個質點（%2 個固定），總質量 %3 kg。</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>彎曲彈簧</translation>
    </message>
    <message>
        <source>Spring kind</source>
        <translation>彈簧類型</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>彈簧數</translation>
    </message>
    <message>
        <source>Stretch k⁺ (N/m)</source>
        <translation>拉伸剛度 k⁺ (N/m)</translation>
    </message>
    <message>
        <source>Compression k⁻ (N/m)</source>
        <translation>壓縮剛度 k⁻ (N/m)</translation>
    </message>
    <message>
        <source>Damping c (N·s/m)</source>
        <translation>阻尼 c (N·s/m)</translation>
    </message>
    <message>
        <source>Gravity (%1, %2, %3) m/s²; air drag %4 N·s/m; wind (%5, %6, %7) m/s.</source>
        <translation>重力 (%1, %2, %3) m/s²；空氣阻力 %4 N·s/m；風 (%5, %6, %7) m/s。</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>障礙物</translation>
    </message>
    <message>
        <source>Friction</source>
        <translation>摩擦</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>響應</translation>
    </message>
    <message>
        <source>The scene has no comparison runs.</source>
        <translation>此場景沒有比較執行。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>子步數</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Energy residual (J)</source>
        <translation>能量殘差 (J)</translation>
    </message>
    <message>
        <source>Error RMS (m)</source>
        <translation>誤差 RMS (m)</translation>
    </message>
    <message>
        <source>The comparison was not run; run it in the Comparison tab first.</source>
        <translation>尚未執行比較；請先在比較分頁中執行。</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <source>paused at t = %1 s</source>
        <translation>在 t = %1 s 暫停</translation>
    </message>
    <message>
        <source>No stability study of this scene: %1</source>
        <translation>無法對此場景進行穩定性分析：%1</translation>
    </message>
    <message>
        <source>%1 The modes are those of the forces linearised at the initial state (%2). A measured limit comes from a stability analysis in this report.</source>
        <translation>%1 模態是在初始狀態線性化的力的模態（%2）。量測極限來自本報告中的穩定性分析。</translation>
    </message>
    <message>
        <source>Stability and accuracy</source>
        <translation>穩定性與精度</translation>
    </message>
    <message>
        <source>%1 at dt = %2 s</source>
        <translation>%1 (dt = %2 s)</translation>
    </message>
    <message>
        <source>Integrators in the tables, by id</source>
        <translation>表中的積分器 (ID)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Energy residual T + U_g + U_e + D − W − E_0 of each run on “%1”: %2.</source>
        <translation>「%1」上各執行的能量殘差 T + U_g + U_e + D − W − E_0：%2。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run on “%1” (no reference): %2.</source>
        <translation>「%1」上各執行的軌跡誤差 RMS（無參考解）：%2。</translation>
    </message>
    <message>
        <source>RMS trajectory error of each run on “%1” against %2: %3.</source>
        <translation>「%1」上各執行相對於 %2 的軌跡誤差 RMS：%3。</translation>
    </message>
    <message>
        <source>No analysis was run (Analysis menu: convergence study, stability limits, stiffness sweep, work–precision).</source>
        <translation>尚未執行分析（分析選單：收斂性研究、穩定極限、剛度掃描、計算量–精度）。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Assignment: %1</source>
        <translation>作業：%1</translation>
    </message>
    <message>
        <source>Handed in by %1.</source>
        <translation>繳交者：%1。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Obtained</source>
        <translation>取得方式</translation>
    </message>
    <message>
        <source>Grader&apos;s check</source>
        <translation>評分檢查</translation>
    </message>
    <message>
        <source>The analyses behind the answers are in section 4, with their figures and tables.</source>
        <translation>答案所依據的分析及其圖表見第 4 節。</translation>
    </message>
    <message>
        <source>linearised about the state of %1 at t = %2 s</source>
        <translation>在 %1 於 t = %2 s 的狀態處線性化</translation>
    </message>
    <message>
        <source>linearised at t = 0</source>
        <translation>在 t = 0 處線性化</translation>
    </message>
    <message>
        <source>Scene “%1”, %2.</source>
        <translation>場景「%1」，%2。</translation>
    </message>
    <message>
        <source>Scene “%1”, %2; runs: %3.</source>
        <translation>場景「%1」，%2；執行：%3。</translation>
    </message>
</context>
<context>
    <name>RunFigure</name>
    <message>
        <source>time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>kinetic T</source>
        <translation>動能 T</translation>
    </message>
    <message>
        <source>gravity U_g</source>
        <translation>重力位能 U_g</translation>
    </message>
    <message>
        <source>elastic U_e</source>
        <translation>彈性位能 U_e</translation>
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
        <translation>總能量 T + U_g + U_e</translation>
    </message>
    <message>
        <source>energy residual (J)</source>
        <translation>能量殘差 (J)</translation>
    </message>
    <message>
        <source>RMS error (m)</source>
        <translation>RMS 誤差 (m)</translation>
    </message>
    <message>
        <source>largest structural strain |l − L|/L</source>
        <translation>結構彈簧最大應變 |l − L|/L</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>solver residual</source>
        <translation>求解器殘差</translation>
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
        <translation>預設值</translation>
    </message>
    <message>
        <source>scene %1 = %2</source>
        <translation>場景 %1 = %2</translation>
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
        <translation>%1：區域內</translation>
    </message>
    <message>
        <source>%1: modes</source>
        <translation>%1：模態</translation>
    </message>
    <message>
        <source>%1: outside</source>
        <translation>%1：區域外</translation>
    </message>
    <message>
        <source>none (no mode limits the step)</source>
        <translation>無（沒有模態限制步長）</translation>
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
        <translation>數值阻尼比 ζ̄</translation>
    </message>
    <message>
        <source>period error T̄/T − 1</source>
        <translation>週期誤差 T̄/T − 1</translation>
    </message>
    <message>
        <source>Numerical damping of an undamped mode per step of ω·h (Hilber, Hughes &amp; Taylor); the marks below the curves are the scene&apos;s modes at each run&apos;s dt.</source>
        <translation>無阻尼模態在步長 ω·h 下的數值阻尼（Hilber、Hughes 與 Taylor）；曲線下方的標記是各執行 dt 下場景的模態。</translation>
    </message>
    <message>
        <source>Relative period error of an undamped mode per step of ω·h; the marks below the curves are the scene&apos;s modes at each run&apos;s dt.</source>
        <translation>無阻尼模態在步長 ω·h 下的相對週期誤差；曲線下方的標記是各執行 dt 下場景的模態。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>dt (s)</source>
        <translation>dt (s)</translation>
    </message>
    <message>
        <source>Predicted stable dt (s)</source>
        <translation>預測穩定 dt (s)</translation>
    </message>
    <message>
        <source>Limiting mode</source>
        <translation>限制模態</translation>
    </message>
    <message>
        <source>Modes outside</source>
        <translation>區域外模態數</translation>
    </message>
    <message>
        <source>Measured limit (s)</source>
        <translation>量測極限 (s)</translation>
    </message>
    <message>
        <source>all modes, first-order system</source>
        <translation>全部模態，一階系統</translation>
    </message>
    <message>
        <source>all modes, undamped problem with modal damping</source>
        <translation>全部模態，無阻尼問題加模態阻尼</translation>
    </message>
    <message>
        <source>highest modes, iterative solver</source>
        <translation>最高階模態，迭代求解器</translation>
    </message>
    <message>
        <source>The scene has no free particles: no modes.</source>
        <translation>場景中沒有自由質點：沒有模態。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s, mostly %2.</source>
        <translation>
            <numerusform>%Ln 個模態；最高 ω = %1 rad/s，主要為%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln mode(s); highest ω = %1 rad/s.</source>
        <translation>
            <numerusform>%Ln 個模態；最高 ω = %1 rad/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no linear stability prediction (%2).</source>
        <translation>%1 沒有線性穩定性預測（%2）。</translation>
    </message>
    <message>
        <source>dt = %1 s is within %2&apos;s predicted stability (no mode of this scene limits its step): the blow-up comes from large motion or contact, not from a linear mode.</source>
        <translation>dt = %1 s 在 %2 的預測穩定範圍內（此場景沒有模態限制其步長）：發散來自大幅運動或接觸，而不是線性模態。</translation>
    </message>
    <message>
        <source>unstable at every dt</source>
        <translation>在任何 dt 下都不穩定</translation>
    </message>
    <message>
        <source>%1 is unstable at every dt on this scene: the mode at ω = %2 rad/s (damping ratio %3) grows however small the step is.</source>
        <translation>%1 在此場景中於任何 dt 下都不穩定：ω = %2 rad/s 的模態（阻尼比 %3）無論時間步長多小都會增長。</translation>
    </message>
    <message>
        <source>damping ratio ζ</source>
        <translation>阻尼比 ζ</translation>
    </message>
    <message>
        <source>%1: largest stable ω·h</source>
        <translation>%1：最大穩定 ω·h</translation>
    </message>
    <message>
        <source>Per mode: a mode of angular frequency ω and damping ratio ζ is stable at step h where ω·h lies left of its method&apos;s curve, ρ(A(ω·h, ζ)) ≤ 1: ○ a mode inside, × outside at the run&apos;s dt.</source>
        <translation>按模態：角頻率 ω、阻尼比 ζ 的模態在 ω·h 位於其積分器曲線左側時，以時間步長 h 穩定（ρ(A(ω·h, ζ)) ≤ 1）：○ 為該執行 dt 下區域內的模態，× 為區域外。</translation>
    </message>
    <message>
        <source>First-order methods, region |R(z)| ≤ 1: %1.</source>
        <translation>一階系統積分器（穩定域 |R(z)| ≤ 1）：%1。</translation>
    </message>
    <message>
        <source>Second-order schemes, no R(z), region per mode (ω·h, ζ): %1.</source>
        <translation>二階系統的格式（無 R(z)，穩定域按模態 (ω·h, ζ) 給出）：%1。</translation>
    </message>
    <message>
        <source>e-fold in %1 s</source>
        <translation>%1 s 增長 e 倍</translation>
    </message>
    <message>
        <source>The regions include the scene&apos;s velocity retention, v × %1 after every step.</source>
        <translation>穩定域包含場景的速度保持係數（每步之後 v × %1）。</translation>
    </message>
    <message>
        <source>Growth at dt</source>
        <translation>該 dt 下的增長</translation>
    </message>
    <message>
        <source>At this dt the fastest-growing mode (ω = %1 rad/s) grows by ρ = %2 per step, e-fold every %3 s.</source>
        <translation>在該 dt 下增長最快的模態（ω = %1 rad/s）每步增長 ρ = %2 倍，每 %3 s 增長 e 倍。</translation>
    </message>
    <message>
        <source>Linearised about the initial state.</source>
        <translation>在初始狀態處線性化。</translation>
    </message>
    <message>
        <source>Linearised about the state of %1 at t = %2 s.</source>
        <translation>在 %1 於 t = %2 s 的狀態處線性化。</translation>
    </message>
    <message>
        <source>dt = %1 s is below %2&apos;s predicted limit %3 s for the scene&apos;s state at t = %4 s. The run left that state: tension in a hanging cloth adds lightly damped modes that can limit the step more, and large motion or contact can blow it up as well.</source>
        <translation>dt = %1 s 低於 %2 對 t = %4 s 時場景狀態的預測極限 %3 s。執行已離開該狀態：懸掛布料中的張力會增加阻尼很弱的模態，可能更嚴格地限制時間步長；大幅運動或接觸也可能導致發散。</translation>
    </message>
    <message>
        <source>dt = %1 s is above %2&apos;s predicted stable limit %3 s for the scene&apos;s state at t = %4 s: the mode at ω = %5 rad/s (mostly %6) left its stability region.</source>
        <translation>dt = %1 s 高於 %2 在 t = %4 s 時場景狀態的預測穩定極限 %3 s：ω = %5 rad/s 的模態（主要為%6）離開了穩定域。</translation>
    </message>
    <message>
        <source>dt = %1 s is above %2&apos;s predicted stable limit %3 s for the scene&apos;s state at t = %4 s: the mode at ω = %5 rad/s left its stability region.</source>
        <translation>dt = %1 s 高於 %2 在 t = %4 s 時場景狀態的預測穩定極限 %3 s：ω = %5 rad/s 的模態離開了穩定域。</translation>
    </message>
    <message>
        <source>%1: ρ(A) ≤ 1</source>
        <translation>%1：ρ(A) ≤ 1</translation>
    </message>
    <message>
        <source>Shaded: where each method is stable, ρ(A) ≤ 1 for the damped mode with eigenvalues h·λ, h·λ̄ (for Runge–Kutta methods |R(z)| ≤ 1); ○ a mode inside, × outside at the run&apos;s dt.</source>
        <translation>陰影：各方法穩定的區域，即特徵值為 h·λ、h·λ̄ 的阻尼模態滿足 ρ(A) ≤ 1（龍格-庫塔法即 |R(z)| ≤ 1）；○ 為該執行 dt 下區域內的模態，× 為區域外。</translation>
    </message>
    <message>
        <source>Zoomed to the modes.</source>
        <translation>放大到模態附近。</translation>
    </message>
    <message>
        <source>Inset: the box around the modes (marked), enlarged.</source>
        <translation>插圖：放大模態周圍的方框（已在圖中標出）。</translation>
    </message>
</context>
<context>
    <name>clothlab::app::ComparisonWorkspace</name>
    <message>
        <source>Run “%1” cannot be simulated: %2</source>
        <translation>執行「%1」無法模擬：%2</translation>
    </message>
    <message>
        <source>Energy (runs)</source>
        <translation>能量（執行）</translation>
    </message>
    <message>
        <source>Energy residual</source>
        <translation>能量殘差</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>誤差</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>應變</translation>
    </message>
    <message>
        <source>Solver residual</source>
        <translation>求解器殘差</translation>
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
        <translation>執行「%1」在 t = %2 s 發散：位置或速度變為無窮大或非數。該執行在此停止，其他執行繼續。</translation>
    </message>
    <message>
        <source>Run “%1” blew up at t = %2 s: its energy grew beyond the bound. It stopped there; the other runs go on.</source>
        <translation>執行「%1」在 t = %2 s 發散：能量超出上限。該執行在此停止，其他執行繼續。</translation>
    </message>
    <message>
        <source>The comparison has no runs to export.</source>
        <translation>比較中沒有可匯出的執行。</translation>
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
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClothLab</source>
        <translation>關於 ClothLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>About ClothLab</source>
        <translation>關於 ClothLab</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A workbench for mass-spring cloth simulation: one scene, many integrators, with energy and error measured the same way for all of them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ClothLab %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;質點彈簧模型布料模擬工作台：同一場景、多種積分器，所有積分器的能量與誤差皆以相同方式量測。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened preset “%1”.</source>
        <translation>已開啟預設集「%1」。</translation>
    </message>
    <message>
        <source>Could not open the scene: %1</source>
        <translation>無法開啟場景：%1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>開啟場景</translation>
    </message>
    <message>
        <source>Could not open the scene:
%1</source>
        <translation>無法開啟場景：
%1</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已開啟 %1。</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json);;All files (*)</source>
        <translation>ClothLab 場景 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Could not save the scene: %1</source>
        <translation>無法儲存場景：%1</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>儲存場景</translation>
    </message>
    <message>
        <source>Could not save the scene:
%1</source>
        <translation>無法儲存場景：
%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>Save Scene As</source>
        <translation>場景另存新檔</translation>
    </message>
    <message>
        <source>ClothLab scenes (*.json)</source>
        <translation>ClothLab 場景 (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>The scene has unsaved changes. Save them first?</source>
        <translation>場景有未儲存的變更。要先儲存嗎？</translation>
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
        <translation>無法模擬此場景：%1</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>場景</translation>
    </message>
    <message>
        <source>Stiffness</source>
        <translation>剛度</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能量</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>開啟預設集(&amp;P)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>模擬(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>單步(&amp;T)</translation>
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
        <translation>即時的 %1 倍</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Integrator Reference</source>
        <translation>積分器參考(&amp;I)</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): a position or velocity became infinite or not a number. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>模擬在 t = %1 s（第 %2 步）發散：位置或速度變為無窮大或非數值。已暫停在最後的正常狀態；請嘗試較小的時間步長或其他積分器。</translation>
    </message>
    <message>
        <source>The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond the bound of %4 J. It is paused at the last good state; try a smaller time step or another integrator.</source>
        <translation>模擬在 t = %1 s（第 %2 步）發散：能量增加了 %3 J，超過上限 %4 J。已暫停在最後的正常狀態；請嘗試較小的時間步長或其他積分器。</translation>
    </message>
    <message>
        <source>Load Texture</source>
        <translation>載入紋理</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp);;All files (*)</source>
        <translation>影像 (*.png *.jpg *.jpeg *.bmp);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Could not read the image %1.</source>
        <translation>無法讀取影像 %1。</translation>
    </message>
    <message>
        <source>Texture %1 applied to the cloth.</source>
        <translation>已將紋理 %1 套用到布料。</translation>
    </message>
    <message>
        <source>&amp;3D View</source>
        <translation>3D 檢視(&amp;3)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu that switches the interface language; keep &quot;Language&quot; recognisable.</extracomment>
        <translation>語言 (Language)(&amp;L)</translation>
    </message>
    <message>
        <source>Cloth &amp;Surface</source>
        <translation>布料表面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>線框(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Particles</source>
        <translation>質點(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;tructural Springs</source>
        <translation>結構彈簧(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;hear Springs</source>
        <translation>剪切彈簧(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Bending Springs</source>
        <translation>彎曲彈簧(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Force Vectors</source>
        <translation>力向量(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Obstacles</source>
        <translation>障礙物(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Ground Grid</source>
        <translation>地面格線(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Axes</source>
        <translation>座標軸(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reset Camera</source>
        <translation>重置攝影機(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Load Texture…</source>
        <translation>載入紋理(&amp;L)…</translation>
    </message>
    <message>
        <source>Built-in &amp;Texture</source>
        <translation>內建紋理(&amp;T)</translation>
    </message>
    <message>
        <source>Integrator: %1.</source>
        <translation>積分器：%1。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模擬</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>The runs of the Runs panel side by side, in lockstep</source>
        <translation>並排同步顯示執行面板中的各個執行</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>匯出報告(&amp;R)…</translation>
    </message>
    <message>
        <source>Write a PDF report: the scene, the runs of the comparison with their energy and error figures, the analyses and the manifest</source>
        <translation>寫出 PDF 報告：場景、比較執行及其能量與誤差圖、分析和清單</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>匯出報告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Report written: %1 (with %n figure file(s) beside it).</source>
        <translation>
            <numerusform>報告已寫出：%1（旁邊附有 %n 個圖檔）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>匯出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Figure of the Current Plot…</source>
        <translation>目前圖表的圖(&amp;F)…</translation>
    </message>
    <message>
        <source>Plot &amp;Data (CSV)…</source>
        <translation>圖表資料 (CSV)(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Energy History (CSV)…</source>
        <translation>能量歷史 (CSV)(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;3D View Image…</source>
        <translation>3D 檢視影像(&amp;3)…</translation>
    </message>
    <message>
        <source>Export Comparison Data to a Folder</source>
        <translation>將比較資料匯出到資料夾</translation>
    </message>
    <message>
        <source>Export Comparison Data</source>
        <translation>匯出比較資料</translation>
    </message>
    <message>
        <source>Comparison data written to %1: %2.</source>
        <translation>比較資料已寫入 %1：%2。</translation>
    </message>
    <message>
        <source>&amp;Comparison Data (CSV)…</source>
        <translation>比較資料 (CSV)(&amp;C)…</translation>
    </message>
    <message>
        <source>Skinning: 1 nearest particle</source>
        <extracomment>Solid bodies: each vertex of the drawn surface follows its nearest particle(s)</extracomment>
        <translation>蒙皮：最近的 1 個質點</translation>
    </message>
    <message>
        <source>Skinning: 3 nearest particles</source>
        <translation>蒙皮：最近的 3 個質點</translation>
    </message>
    <message>
        <source>The edit was not applied to the running simulation: %1</source>
        <translation>此編輯未套用到執行中的模擬：%1</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>穩定性</translation>
    </message>
    <message>
        <source>&amp;Preset Reference</source>
        <translation>預設集參考(&amp;P)</translation>
    </message>
    <message>
        <source>“%1” is locked by the assignment: the edit was not made.</source>
        <translation>「%1」已被作業鎖定：未進行該編輯。</translation>
    </message>
    <message>
        <source>&amp;Compare Integrators…</source>
        <translation>比較積分器(&amp;C)…</translation>
    </message>
    <message>
        <source>Set up a comparison: methods by family, each with its time step, in the Runs panel</source>
        <translation>設定比較：依類別選擇方法，各自的時間步長，放入執行面板</translation>
    </message>
    <message>
        <source>&amp;Contact Pairs</source>
        <translation>接觸對(&amp;C)</translation>
    </message>
    <message>
        <source>Reset La&amp;yout</source>
        <translation>重置版面配置(&amp;Y)</translation>
    </message>
    <message>
        <source>Every panel back in its place, sized for this screen</source>
        <translation>將所有面板放回原位，並依此螢幕調整大小</translation>
    </message>
    <message>
        <source>As fast as possible</source>
        <translation>盡可能快</translation>
    </message>
    <message>
        <source>%1. The timeline shows that moment: drag it to look around, or Replay from Here with a smaller time step.</source>
        <translation>%1。時間軸顯示的就是這個時刻：拖曳它前後檢視，或減小時間步長後按「從此處重播」。</translation>
    </message>
    <message>
        <source>Colour Springs &amp;By</source>
        <extracomment>Submenu of View ▸ 3D View: the colour of every spring shows a quantity of it</extracomment>
        <translation>彈簧著色依據(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;None (Colour by Kind)</source>
        <extracomment>Colour Springs By ▸ None: each spring kind in its own colour</extracomment>
        <translation>無（依類別著色）(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Strain</source>
        <translation>應變(&amp;S)</translation>
    </message>
    <message>
        <source>Blue compressed, grey at rest, red stretched: (l − L)/L</source>
        <translation>藍色為壓縮，灰色為原長，紅色為拉伸：(l − L)/L</translation>
    </message>
    <message>
        <source>Elastic &amp;Energy</source>
        <translation>彈性位能(&amp;E)</translation>
    </message>
    <message>
        <source>Each spring&apos;s elastic energy ½·k·(l − L)², in J</source>
        <translation>每根彈簧的彈性位能 ½·k·(l − L)²，單位為 J</translation>
    </message>
</context>
<context>
    <name>clothlab::app::Recovery</name>
    <message>
        <source>Cannot restore %1: %2</source>
        <translation>無法還原 %1：%2</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>還原未儲存的工作</translation>
    </message>
    <message>
        <source>ClothLab did not close normally. The scene “%1” had unsaved changes, autosaved at %2. Restore them?</source>
        <translation>ClothLab 未正常關閉。場景「%1」有未儲存的變更，已於 %2 自動儲存。要還原嗎？</translation>
    </message>
    <message>
        <source>The scene had never been saved to a file.</source>
        <translation>此場景從未儲存至檔案。</translation>
    </message>
    <message>
        <source>Its file: %1</source>
        <translation>其檔案：%1</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>還原(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>捨棄(&amp;D)</translation>
    </message>
    <message>
        <source>Ask Me &amp;Later</source>
        <translation>稍後再問(&amp;L)</translation>
    </message>
</context>
<context>
    <name>clothlab::app::ReferenceWindow</name>
    <message>
        <source>Integrator Reference</source>
        <translation>積分器參考</translation>
    </message>
    <message>
        <source>Preset Reference</source>
        <translation>預設集參考</translation>
    </message>
    <message>
        <source>Every integrator: what it does, its parameters and its update equations.</source>
        <translation>所有積分器：其作用、參數與更新公式。</translation>
    </message>
    <message>
        <source>Every preset scene (File ▸ Open Preset; preset:ID on the command line). The “-original” presets follow their article&apos;s program exactly; their descriptions list the article&apos;s values and defects, and those of the main presets how they differ from the article and why.</source>
        <translation>所有預設集場景（檔案 ▸ 開啟預設集；命令列中為 preset:ID）。「-original」預設集完全依照原文的程式執行；其說明列出原文的數值與缺陷，主預設集的說明則列出與原文的差異及原因。</translation>
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
        <translation>模擬工具列</translation>
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
        <translation>已取消；未儲存任何結果。</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>分析失敗：%1</translation>
    </message>
    <message>
        <source>Running on “%1”…</source>
        <translation>正在「%1」上執行…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Finished in %1 s; the result is kept in Analysis ▸ Results.</source>
        <translation>耗時 %1 s 完成；結果儲存在 分析 ▸ 結果 中。</translation>
    </message>
    <message>
        <source>Analyses</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Convergence Study</source>
        <translation>收斂性研究</translation>
    </message>
    <message>
        <source>Stability Limits</source>
        <translation>穩定極限</translation>
    </message>
    <message>
        <source>Stiffness Sweep</source>
        <translation>剛度掃描</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>取消執行(&amp;C)</translation>
    </message>
    <message>
        <source>%v of %m done</source>
        <translation>已完成 %v / %m</translation>
    </message>
    <message>
        <source>Work–Precision</source>
        <translation>計算量–精度</translation>
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
        <translation>穩定極限(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;lear Results</source>
        <translation>清除結果(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Work–Precision…</source>
        <translation>計算量–精度(&amp;W)…</translation>
    </message>
    <message>
        <source>Con&amp;vergence Study…</source>
        <translation>收斂性研究(&amp;V)…</translation>
    </message>
    <message>
        <source>Stiffness Swee&amp;p…</source>
        <translation>剛度掃描(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisPage</name>
    <message>
        <source>Check at least one integrator.</source>
        <translation>請至少勾選一個積分器。</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>積分器：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>時長：</translation>
    </message>
    <message>
        <source>The duration must be a whole number of the scene&apos;s steps (dt = %1 s): every method&apos;s steps are the scene&apos;s dt times powers of two.</source>
        <translation>時長必須是場景時間步長（dt = %1 s）的整數倍：每個方法的步長都是場景的 dt 乘以 2 的冪。</translation>
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
        <translation>尚無結果：請設定分析並按「執行」。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::AnalysisTableView</name>
    <message>
        <source>Copy as Tab-Separated Text</source>
        <translation>複製為定位字元分隔文字</translation>
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
        <translation>題目 %1「%2」：%3</translation>
    </message>
    <message>
        <source>Task %1 “%2”, at %3: %4</source>
        <translation>題目 %1「%2」，位於 %3：%4</translation>
    </message>
    <message>
        <source>At %1: %2</source>
        <translation>位於 %1：%2</translation>
    </message>
    <message>
        <source>The assignment cannot be saved yet:
%1</source>
        <translation>作業還不能儲存：
%1</translation>
    </message>
    <message>
        <source>Save Assignment As</source>
        <translation>作業另存新檔</translation>
    </message>
    <message>
        <source>ClothLab assignments (*.json)</source>
        <translation>ClothLab 作業 (*.json)</translation>
    </message>
    <message>
        <source>Could not save the assignment:
%1</source>
        <translation>無法儲存作業：
%1</translation>
    </message>
    <message>
        <source>New Assignment</source>
        <translation>新增作業</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>作業</translation>
    </message>
    <message>
        <source>Locked Keys</source>
        <translation>鎖定的鍵</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>標題：</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>說明：</translation>
    </message>
    <message>
        <source>Integrators allowed
(none checked: all):</source>
        <translation>允許的積分器
（未勾選：全部）：</translation>
    </message>
    <message>
        <source>Scene key</source>
        <translation>場景鍵</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Check the keys the student may not change. A checked key locks everything inside it.</source>
        <translation>勾選學生不得變更的鍵。勾選的鍵會鎖定其中的全部內容。</translation>
    </message>
    <message>
        <source>&amp;Add Task</source>
        <translation>新增題目(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
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
        <translation>另存新檔(&amp;S)…</translation>
    </message>
    <message>
        <source>Students may have the workbench run a task with its settings</source>
        <translation>允許學生讓工作台依題目的設定執行題目</translation>
    </message>
    <message>
        <source>Off: students run the analyses themselves and type what they read off. A run-to-a-time task can always be run.</source>
        <translation>關閉：學生自行執行分析，並輸入讀取到的數值。執行到指定時刻的題目一律可以執行。</translation>
    </message>
    <message>
        <source>Running a task fills in its answer</source>
        <translation>執行題目時填入答案</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::CompareIntegratorsDialog</name>
    <message>
        <source>Compare Integrators</source>
        <translation>比較積分器</translation>
    </message>
    <message>
        <source>Time step of the cheapest method:</source>
        <translation>最省計算的方法所用的時間步長：</translation>
    </message>
    <message>
        <source>Time step:</source>
        <translation>時間步長：</translation>
    </message>
    <message>
        <source>Finding the stability limits…</source>
        <translation>正在求穩定極限…</translation>
    </message>
    <message>
        <source>Tick at least one method.</source>
        <translation>請至少勾選一種方法。</translation>
    </message>
    <message>
        <source>OK replaces the runs in the Runs panel (Edit ▸ Undo brings them back).</source>
        <translation>「確定」會取代執行面板中的執行（編輯 ▸ 復原 可還原）。</translation>
    </message>
    <message>
        <source>The stability limits could not be found: %1</source>
        <translation>無法求得穩定極限：%1</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>無極限</translation>
    </message>
    <message>
        <source>no stable step found</source>
        <translation>未找到穩定的步長</translation>
    </message>
    <message>
        <source>%1 s (predicted)</source>
        <translation>%1 s（預測）</translation>
    </message>
    <message>
        <source>%1 s (measured)</source>
        <translation>%1 s（實測）</translation>
    </message>
    <message>
        <source>Choose the methods to compare on “%1” and how each gets its time step. The runs are set up in the Runs panel and shown side by side in the Comparison tab.</source>
        <translation>選擇要在「%1」上比較的方法以及各自時間步長的決定方式。執行將設定到執行面板中，並在比較分頁中並排顯示。</translation>
    </message>
    <message>
        <source>This method does not model the orientations of the scene&apos;s solids.</source>
        <translation>此方法不模擬場景中固體的姿態。</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>時間步長</translation>
    </message>
    <message>
        <source>One time step for all methods</source>
        <translation>所有方法使用同一時間步長</translation>
    </message>
    <message>
        <source>Each method at a fraction of its own stability limit</source>
        <translation>每種方法取其自身穩定極限的一定比例</translation>
    </message>
    <message>
        <source>Equal cost per simulated second (steps × evaluations per step)</source>
        <translation>每模擬秒的計算量相同（步數 × 每步求值次數）</translation>
    </message>
    <message>
        <source>Fraction of the limit:</source>
        <translation>佔極限的比例：</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>最大：</translation>
    </message>
    <message>
        <source>Limits are predicted from the scene&apos;s modes where the method&apos;s amplification is known, else measured by bisection over 0.5 s. Methods with no limit take the largest step allowed.</source>
        <translation>若已知方法的放大矩陣，極限由場景的模態預測，否則用 0.5 s 的二分法實測。沒有極限的方法取允許的最大步長。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Stability limit</source>
        <translation>穩定極限</translation>
    </message>
    <message>
        <source>Evaluations per step</source>
        <translation>每步求值次數</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonPlotPanel</name>
    <message>
        <source>Against the reference: %1</source>
        <translation>參考解：%1</translation>
    </message>
    <message>
        <source>%1: no iterative solver, or no step yet</source>
        <translation>%1：沒有迭代求解器，或尚未步進</translation>
    </message>
    <message>
        <source>Last step of %1</source>
        <translation>%1 的最後一步</translation>
    </message>
    <message>
        <source>Select a run in the Runs panel</source>
        <translation>請在執行面板中選擇一個執行</translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>residual / |E₀|</source>
        <translation>殘差 / |E₀|</translation>
    </message>
    <message>
        <source>energy residual (J)</source>
        <translation>能量殘差 (J)</translation>
    </message>
    <message>
        <source>error (m)</source>
        <translation>誤差 (m)</translation>
    </message>
    <message>
        <source>strain |l − L| / L</source>
        <translation>應變 |l − L| / L</translation>
    </message>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>residual</source>
        <translation>殘差</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>對數座標</translation>
    </message>
    <message>
        <source>Kinetic T</source>
        <translation>動能 T</translation>
    </message>
    <message>
        <source>Gravity U_g</source>
        <translation>重力位能 U_g</translation>
    </message>
    <message>
        <source>Elastic U_e</source>
        <translation>彈性位能 U_e</translation>
    </message>
    <message>
        <source>Elastic, structural</source>
        <translation>彈性位能（結構彈簧）</translation>
    </message>
    <message>
        <source>Elastic, shear</source>
        <translation>彈性位能（剪切彈簧）</translation>
    </message>
    <message>
        <source>Elastic, bending</source>
        <translation>彈性位能（彎曲彈簧）</translation>
    </message>
    <message>
        <source>Total T + U_g + U_e</source>
        <translation>總能量 T + U_g + U_e</translation>
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
        <translation>殘差 (J)</translation>
    </message>
    <message>
        <source>Residual relative to E₀</source>
        <translation>相對於 E₀ 的殘差</translation>
    </message>
    <message>
        <source>RMS over particles</source>
        <translation>質點均方根</translation>
    </message>
    <message>
        <source>Maximum over particles</source>
        <translation>質點最大值</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>彎曲彈簧</translation>
    </message>
    <message>
        <source>Mean strain, %1</source>
        <translation>平均應變（%1）</translation>
    </message>
    <message>
        <source>Maximum strain, %1</source>
        <translation>最大應變（%1）</translation>
    </message>
    <message>
        <source>Kinetic, rotation (solids)</source>
        <translation>動能（轉動，固體）</translation>
    </message>
    <message>
        <source>Elastic, angle springs (solids)</source>
        <translation>彈性位能（角度彈簧，固體）</translation>
    </message>
    <message>
        <source>No reference: mark a run as reference or switch the dop853 reference on</source>
        <translation>無參考解：請將某個執行標為參考解，或開啟 dop853 參考解</translation>
    </message>
    <message>
        <source>No comparison runs yet: Analysis ▸ Compare Integrators… sets them up, and the Comparison tab plays them side by side.</source>
        <translation>還沒有比較執行：在 分析 ▸ 比較積分器… 中設定，並在比較分頁中並排播放。</translation>
    </message>
    <message>
        <source>Play the comparison on the Comparison tab to plot its runs.</source>
        <translation>在比較分頁中播放比較，即可在此繪製各執行。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ComparisonView</name>
    <message>
        <source>View:</source>
        <translation>檢視：</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>One 3D view per run, side by side, with linked cameras</source>
        <translation>每個執行一個 3D 檢視，並排顯示，攝影機連動</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>疊加</translation>
    </message>
    <message>
        <source>All runs in one 3D view: the primary run opaque, the others translucent</source>
        <translation>所有執行顯示在一個 3D 檢視中：主執行不透明，其他執行半透明</translation>
    </message>
    <message>
        <source>&amp;Primary run:</source>
        <translation>主執行(&amp;P)：</translation>
    </message>
    <message>
        <source>The run drawn opaque in the overlay view</source>
        <translation>疊加檢視中不透明顯示的執行</translation>
    </message>
    <message>
        <source>Reset Camera</source>
        <translation>重置攝影機</translation>
    </message>
    <message>
        <source>Frame every shown run in every view</source>
        <translation>調整每個檢視的攝影機，使所有顯示的執行都在畫面內</translation>
    </message>
    <message>
        <source>Not shown (at most %1 views): %2</source>
        <translation>未顯示（最多 %1 個檢視）：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Every run is hidden: tick one in the Runs panel to show it.</source>
        <translation>所有執行均已隱藏：在「執行」面板中勾選一個即可顯示。</translation>
    </message>
    <message>
        <source>Translucent:</source>
        <translation>半透明：</translation>
    </message>
    <message>
        <source>Compare Integrators…</source>
        <translation>比較積分器…</translation>
    </message>
    <message>
        <source>Pick methods by family and how each gets its time step; the runs are set up for you</source>
        <translation>依類別選擇方法及其時間步長的決定方式，執行會自動設定</translation>
    </message>
    <message>
        <source>Set up a comparison, or add runs in the Runs panel, to compare integrators side by side.</source>
        <translation>設定比較，或在執行面板中新增執行，即可並排比較積分器。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ConvergencePage</name>
    <message>
        <source>Enter at least two time steps, as positive numbers separated by commas (for example 0.01, 0.005, 0.0025).</source>
        <translation>請輸入至少兩個時間步長，以逗號分隔的正數（例如 0.01, 0.005, 0.0025）。</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of steps of %2 s: every run must end exactly at the time where the errors are compared.</source>
        <translation>時長 %1 s 不是步長 %2 s 的整數倍：每次執行都必須恰好在比較誤差的時刻結束。</translation>
    </message>
    <message>
        <source>Use %1 s</source>
        <translation>使用 %1 s</translation>
    </message>
    <message>
        <source>The duration %1 s is not a whole number of reference steps of %2 s.</source>
        <translation>時長 %1 s 不是參考解步長 %2 s 的整數倍。</translation>
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
        <translation>減半次數：</translation>
    </message>
    <message>
        <source>The study runs dt, dt/2, dt/4, … this many times halved.</source>
        <translation>依序執行 dt、dt/2、dt/4……，共減半這麼多次。</translation>
    </message>
    <message>
        <source>List of dt:</source>
        <translation>dt 清單：</translation>
    </message>
    <message>
        <source>for example 0.01, 0.005, 0.0025</source>
        <translation>例如 0.01, 0.005, 0.0025</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容許誤差：</translation>
    </message>
    <message>
        <source>Reference: another integrator</source>
        <translation>參考解：其他積分器</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>積分器：</translation>
    </message>
    <message>
        <source>dt:</source>
        <translation>dt：</translation>
    </message>
    <message>
        <source>Reference: DOP853 with error control (dt = the smallest step)</source>
        <translation>參考解：帶誤差控制的 DOP853（dt = 最小步長）</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::CustomBodyDialog</name>
    <message>
        <source>body</source>
        <translation>物體</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>The body needs at least one particle.</source>
        <translation>物體至少需要一個質點。</translation>
    </message>
    <message>
        <source>Particle %1: “%2” is not a number.</source>
        <translation>質點 %1：「%2」不是數字。</translation>
    </message>
    <message>
        <source>Particle %1: the mass must be greater than 0 kg.</source>
        <translation>質點 %1：質量必須大於 0 kg。</translation>
    </message>
    <message>
        <source>Spring %1: particle “%2” must be a whole number from 0 to %3.</source>
        <translation>彈簧 %1：質點「%2」必須是 0 到 %3 之間的整數。</translation>
    </message>
    <message>
        <source>Spring %1 connects a particle to itself.</source>
        <translation>彈簧 %1 將質點與其自身相連。</translation>
    </message>
    <message>
        <source>Spring %1: the rest length must be a number greater than 0 m, or empty for the initial distance.</source>
        <translation>彈簧 %1：原長必須是大於 0 m 的數字，或留空以使用初始距離。</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>結構</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>彎曲</translation>
    </message>
    <message>
        <source>Custom Body</source>
        <translation>自訂物體</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>鏈條</translation>
    </message>
    <message>
        <source>Single spring (two particles)</source>
        <translation>單根彈簧（兩個質點）</translation>
    </message>
    <message>
        <source>Tetrahedron</source>
        <translation>四面體</translation>
    </message>
    <message>
        <source>Box of particles</source>
        <translation>質點方塊</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>範本</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>間距</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原點 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>質點質量</translation>
    </message>
    <message>
        <source>Spring kind</source>
        <translation>彈簧類型</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Particles of a chain; particles per side of a box.</source>
        <translation>鏈條的質點數；方塊每邊的質點數。</translation>
    </message>
    <message>
        <source>The kind of the template&apos;s springs; a box&apos;s diagonals are shear springs.</source>
        <translation>範本中彈簧的類型；方塊的對角線為剪切彈簧。</translation>
    </message>
    <message>
        <source>Pin the first particle</source>
        <translation>固定第一個質點</translation>
    </message>
    <message>
        <source>Fill the Tables from the Template</source>
        <translation>以範本填入表格</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>質點</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>彈簧</translation>
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
        <translation>質量 (kg)</translation>
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
        <translation>類型</translation>
    </message>
    <message>
        <source>Rest length (m, empty: initial distance)</source>
        <translation>原長（m，留空：初始距離）</translation>
    </message>
    <message>
        <source>Add Particle</source>
        <translation>新增質點</translation>
    </message>
    <message>
        <source>Remove Particle</source>
        <translation>移除質點</translation>
    </message>
    <message>
        <source>Add Spring</source>
        <translation>新增彈簧</translation>
    </message>
    <message>
        <source>Remove Spring</source>
        <translation>移除彈簧</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Document</name>
    <message>
        <source>Change stiffness</source>
        <translation>變更剛度</translation>
    </message>
    <message>
        <source>Change forces</source>
        <translation>變更外力</translation>
    </message>
    <message>
        <source>Change integrator</source>
        <translation>變更積分器</translation>
    </message>
    <message>
        <source>Rename scene</source>
        <translation>重新命名場景</translation>
    </message>
    <message>
        <source>Add body</source>
        <translation>新增物體</translation>
    </message>
    <message>
        <source> copy</source>
        <translation> 副本</translation>
    </message>
    <message>
        <source>Duplicate body</source>
        <translation>複製物體</translation>
    </message>
    <message>
        <source>Body “%1” has a spring attached to this body; remove that body first.</source>
        <translation>物體「%1」有彈簧連接到此物體；請先移除那個物體。</translation>
    </message>
    <message>
        <source>Remove body</source>
        <translation>移除物體</translation>
    </message>
    <message>
        <source>Change body</source>
        <translation>變更物體</translation>
    </message>
    <message>
        <source>Add obstacle</source>
        <translation>新增障礙物</translation>
    </message>
    <message>
        <source>Remove obstacle</source>
        <translation>移除障礙物</translation>
    </message>
    <message>
        <source>Change obstacle</source>
        <translation>變更障礙物</translation>
    </message>
    <message>
        <source>Pin particle %1</source>
        <translation>固定質點 %1</translation>
    </message>
    <message>
        <source>Unpin particle %1</source>
        <translation>取消固定質點 %1</translation>
    </message>
    <message>
        <source>Change mass of particle %1</source>
        <translation>變更質點 %1 的質量</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::EnergyPlotPanel</name>
    <message>
        <source>Kinetic</source>
        <translation>動能</translation>
    </message>
    <message>
        <source>Gravity</source>
        <translation>重力位能</translation>
    </message>
    <message>
        <source>Elastic (structural)</source>
        <translation>彈性位能（結構）</translation>
    </message>
    <message>
        <source>Elastic (shear)</source>
        <translation>彈性位能（剪切）</translation>
    </message>
    <message>
        <source>Elastic (bending)</source>
        <translation>彈性位能（彎曲）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總能量</translation>
    </message>
    <message>
        <source>Dissipated</source>
        <translation>耗散能量</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>殘差</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (s)</translation>
    </message>
    <message>
        <source>Energy (J)</source>
        <translation>能量 (J)</translation>
    </message>
    <message>
        <source>Follow the last</source>
        <translation>跟隨最近</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>對數座標</translation>
    </message>
    <message>
        <source>Show only the most recent seconds while the simulation runs</source>
        <translation>模擬執行時只顯示最近幾秒</translation>
    </message>
    <message>
        <source>Kinetic (rotation)</source>
        <translation>動能（轉動）</translation>
    </message>
    <message>
        <source>Elastic (angle springs)</source>
        <translation>彈性位能（角度彈簧）</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::FigureExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>匯出圖</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF（向量）</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG（向量）</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>PNG（點陣圖）</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Single column (85 × 53 mm)</source>
        <translation>單欄 (85 × 53 mm)</translation>
    </message>
    <message>
        <source>Double column (170 × 105 mm)</source>
        <translation>雙欄 (170 × 105 mm)</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自訂尺寸</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Width × height:</source>
        <translation>寬 × 高：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>解析度：</translation>
    </message>
    <message>
        <source>Font:</source>
        <translation>字型：</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>字型大小：</translation>
    </message>
    <message>
        <source>Paper style (white, colour-blind-safe colours, line styles and markers that survive grayscale printing)</source>
        <translation>論文樣式（白色背景、色盲友善配色、灰階列印仍可區分的線型與標記）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>檔案：</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>SVG files (*.svg)</source>
        <translation>SVG 檔案 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>Export Data (CSV)</source>
        <translation>匯出資料 (CSV)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::FigureExporter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Which plot?</source>
        <translation>哪個圖表？</translation>
    </message>
    <message>
        <source>Export Energy History</source>
        <translation>匯出能量歷史</translation>
    </message>
    <message>
        <source>Export 3D View Image</source>
        <translation>匯出 3D 檢視影像</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>寬度：</translation>
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
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <source>The whole split view</source>
        <translation>整個分割檢視</translation>
    </message>
    <message>
        <source>View %1</source>
        <translation>檢視 %1</translation>
    </message>
    <message>
        <source>View %1: %2</source>
        <translation>檢視 %1：%2</translation>
    </message>
    <message>
        <source>Capture:</source>
        <translation>擷取：</translation>
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
        <translation>空氣阻力</translation>
    </message>
    <message>
        <source>Wind (m/s)</source>
        <translation>風 (m/s)</translation>
    </message>
    <message>
        <source>Wind modulation</source>
        <translation>風的調變幅度</translation>
    </message>
    <message>
        <source>Modulation ω₁</source>
        <translation>調變 ω₁</translation>
    </message>
    <message>
        <source>Modulation ω₂</source>
        <translation>調變 ω₂</translation>
    </message>
    <message>
        <source>Gusts</source>
        <translation>陣風</translation>
    </message>
    <message>
        <source>Gust strength</source>
        <translation>陣風強度</translation>
    </message>
    <message>
        <source>Gust probability</source>
        <translation>陣風機率</translation>
    </message>
    <message>
        <source>Velocity retention</source>
        <translation>速度保持係數</translation>
    </message>
    <message>
        <source>Seeded random gusts</source>
        <translation>帶種子的隨機陣風</translation>
    </message>
    <message>
        <source>Velocity retention multiplies every velocity by this factor once per step. It is not a force: its effect depends on the time step, so runs with different time steps are damped differently.</source>
        <translation>速度保持係數在每一步將所有速度乘以此係數。它不是力：其效果取決於時間步長，因此時間步長不同的執行阻尼也不同。</translation>
    </message>
    <message>
        <source>Cloth–cloth contact</source>
        <translation>布料之間的接觸</translation>
    </message>
    <message>
        <source>Cloths collide</source>
        <translation>布料互相碰撞</translation>
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
        <translation>積分器</translation>
    </message>
    <message>
        <source>Time step</source>
        <translation>時間步長</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run %1 of the comparison&lt;/b&gt; (selected in the Runs panel)</source>
        <translation>&lt;b&gt;比較的執行 %1&lt;/b&gt;（在執行面板中選取）</translation>
    </message>
    <message>
        <source>Change Run Integrator</source>
        <translation>變更執行的積分器</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>接觸</translation>
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
        <translation>英語</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日語</translation>
    </message>
    <message>
        <source>Chinese (Simplified)</source>
        <translation>中文（簡體）</translation>
    </message>
    <message>
        <source>Chinese (Traditional)</source>
        <translation>中文（繁體）</translation>
    </message>
    <message>
        <source>Language of the text: English is required, the others are optional and fall back to English</source>
        <translation>文字的語言：英語為必填，其他為選填，缺少時顯示英語</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>選填</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::Locks</name>
    <message>
        <source>Locked by the assignment</source>
        <translation>已被作業鎖定</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::ParticlePanel</name>
    <message>
        <source>none (click a particle)</source>
        <translation>無（請點選一個質點）</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>質點</translation>
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
        <translation>質量</translation>
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
        <translation>匯出圖…</translation>
    </message>
    <message>
        <source>Export Data (CSV)…</source>
        <translation>匯出資料 (CSV)…</translation>
    </message>
    <message>
        <source>Show &amp;Legend</source>
        <translation>顯示圖例(&amp;L)</translation>
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
        <translation>執行中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>blown up at t = %1 s (energy bound)</source>
        <translation>在 t = %1 s 發散（能量上限）</translation>
    </message>
    <message>
        <source>blown up at t = %1 s (not finite)</source>
        <translation>在 t = %1 s 發散（非有限值）</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗：%1</translation>
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
        <translation>最後一個取樣點的能量殘差 T + U_g + U_e + D − W − E₀</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>RMS distance from the reference (%1) at the last sample</source>
        <translation>最後一個取樣點與參考解 (%1) 的均方根距離</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>重新命名執行</translation>
    </message>
    <message>
        <source>Change run integrator</source>
        <translation>變更執行的積分器</translation>
    </message>
    <message>
        <source>Change run time step</source>
        <translation>變更執行的時間步長</translation>
    </message>
    <message>
        <source>Change run substeps</source>
        <translation>變更執行的子步數</translation>
    </message>
    <message>
        <source>Change run colour</source>
        <translation>變更執行的顏色</translation>
    </message>
    <message>
        <source>Show run</source>
        <translation>顯示執行</translation>
    </message>
    <message>
        <source>Hide run</source>
        <translation>隱藏執行</translation>
    </message>
    <message>
        <source>Change reference run</source>
        <translation>變更參考執行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Integrator</source>
        <translation>積分器</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>dt</source>
        <translation>dt</translation>
    </message>
    <message>
        <source>Substeps</source>
        <translation>子步數</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>顏色</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>可見</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>參考解</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Energy residual</source>
        <translation>能量殘差</translation>
    </message>
    <message>
        <source>Error (RMS)</source>
        <translation>誤差 (RMS)</translation>
    </message>
    <message>
        <source>Time step of the run, s</source>
        <translation>執行的時間步長 (s)</translation>
    </message>
    <message>
        <source>Integrator steps per time step: the run steps with dt / substeps</source>
        <translation>每個時間步的積分步數：執行以 dt / 子步數 推進</translation>
    </message>
    <message>
        <source>Errors of every run are measured against this run</source>
        <translation>所有執行的誤差都相對於此執行量測</translation>
    </message>
    <message>
        <source>Add run</source>
        <translation>新增執行</translation>
    </message>
    <message>
        <source>Duplicate run</source>
        <translation>複製執行</translation>
    </message>
    <message>
        <source>Remove run</source>
        <translation>移除執行</translation>
    </message>
    <message>
        <source>Move run</source>
        <translation>移動執行</translation>
    </message>
    <message>
        <source>Change run parameters</source>
        <translation>變更執行參數</translation>
    </message>
    <message>
        <source>No reference: mark a run as reference or switch the dop853 reference on</source>
        <translation>無參考解：請將某個執行標為參考解，或開啟 dop853 參考解</translation>
    </message>
    <message>
        <source>paused at t = %1 s</source>
        <extracomment>The state of a comparison run that is not advancing (before Play, or paused)</extracomment>
        <translation>已暫停於 t = %1 s</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <source>showing t = %1 s of the timeline</source>
        <extracomment>A comparison run while the timeline shows one of its earlier moments</extracomment>
        <translation>正在顯示時間軸的 t = %1 s</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::RunsPanel</name>
    <message>
        <source>Parameters of %1</source>
        <translation>%1 的參數</translation>
    </message>
    <message>
        <source>This integrator has no parameters.</source>
        <translation>此積分器沒有參數。</translation>
    </message>
    <message>
        <source>Run colour</source>
        <translation>執行顏色</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>%1 simulated seconds per second</source>
        <translation>每秒模擬 %1 秒</translation>
    </message>
    <message>
        <source>Add Run</source>
        <translation>新增執行</translation>
    </message>
    <message>
        <source>Add a run of the chosen integrator, with the scene&apos;s time step</source>
        <translation>以場景的時間步長新增所選積分器的執行</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move the run up</source>
        <translation>將執行上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move the run down</source>
        <translation>將執行下移</translation>
    </message>
    <message>
        <source>Parameters…</source>
        <translation>參數…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Run every integrator in lockstep from the same initial state</source>
        <translation>從同一初始狀態同步執行所有積分器</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>單步</translation>
    </message>
    <message>
        <source>Advance every run by one sample interval</source>
        <translation>所有執行前進一個取樣間隔</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to t = 0 for every run</source>
        <translation>所有執行回到 t = 0</translation>
    </message>
    <message>
        <source>Sample every</source>
        <translation>取樣間隔</translation>
    </message>
    <message>
        <source>Runs are compared at multiples of this interval; a run whose dt does not divide it is interpolated between its steps</source>
        <translation>各執行在此間隔的整數倍時刻進行比較；dt 不能整除此間隔的執行在步之間內插</translation>
    </message>
    <message>
        <source>dop853 reference, tolerance</source>
        <translation>dop853 參考解，容許誤差</translation>
    </message>
    <message>
        <source>When no run is marked as reference, compute a dop853 run at this tolerance alongside and measure errors against it</source>
        <translation>沒有執行被標為參考解時，同時以此容許誤差計算 dop853 執行，並以它量測誤差</translation>
    </message>
    <message>
        <source>Tolerance of the dop853 reference: tighter is more accurate and slower</source>
        <translation>dop853 參考解的容許誤差：越小越精確，也越慢</translation>
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
        <translation>名稱</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列數</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>欄數</translation>
    </message>
    <message>
        <source>Spacing</source>
        <translation>間距</translation>
    </message>
    <message>
        <source>Origin (m)</source>
        <translation>原點 (m)</translation>
    </message>
    <message>
        <source>Particle mass</source>
        <translation>質點質量</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>連接模式</translation>
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
        <translation>固定的邊</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>質點數</translation>
    </message>
    <message>
        <source>Springs</source>
        <translation>彈簧數</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形狀</translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球體</translation>
    </message>
    <message>
        <source>Centre (m)</source>
        <translation>中心 (m)</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>半徑</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>Point (m)</source>
        <translation>平面上的點 (m)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>法向量</translation>
    </message>
    <message>
        <source>box</source>
        <translation>長方體</translation>
    </message>
    <message>
        <source>Minimum corner (m)</source>
        <translation>最小角點 (m)</translation>
    </message>
    <message>
        <source>Maximum corner (m)</source>
        <translation>最大角點 (m)</translation>
    </message>
    <message>
        <source>Friction μ</source>
        <translation>摩擦 μ</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>碰撞響應</translation>
    </message>
    <message>
        <source>Select a body or an obstacle to edit it.</source>
        <translation>選取一個物體或障礙物來編輯。</translation>
    </message>
    <message>
        <source>Cannot remove body</source>
        <translation>無法移除物體</translation>
    </message>
    <message>
        <source>Add Cloth</source>
        <translation>新增布料</translation>
    </message>
    <message>
        <source>Add Obstacle</source>
        <translation>新增障礙物</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Properties&lt;/b&gt;</source>
        <translation>&lt;b&gt;屬性&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Edit Particles and Springs…</source>
        <translation>編輯質點與彈簧…</translation>
    </message>
    <message>
        <source>body %1</source>
        <translation>物體 %1</translation>
    </message>
    <message>
        <source>Add Custom Body…</source>
        <translation>新增自訂物體…</translation>
    </message>
    <message>
        <source>Lattice spacing</source>
        <translation>格子間距</translation>
    </message>
    <message>
        <source>Angle stiffness</source>
        <translation>角度剛度</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>圓環體</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>網格</translation>
    </message>
    <message>
        <source>Size (m)</source>
        <translation>尺寸 (m)</translation>
    </message>
    <message>
        <source>Tube radius</source>
        <translation>管半徑</translation>
    </message>
    <message>
        <source>Mesh scale</source>
        <translation>網格縮放</translation>
    </message>
    <message>
        <source>Spring scale</source>
        <translation>彈簧剛度倍數</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未套用：%1</translation>
    </message>
    <message>
        <source>solid %1</source>
        <translation>固體 %1</translation>
    </message>
    <message>
        <source>Add Solid</source>
        <translation>新增固體</translation>
    </message>
    <message>
        <source>Layers kept apart</source>
        <translation>各層保持分開</translation>
    </message>
    <message>
        <source>Self-contact</source>
        <translation>自接觸</translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation>厚度</translation>
    </message>
    <message>
        <source>default (%1 m)</source>
        <translation>預設（%1 m）</translation>
    </message>
    <message>
        <source>Contact friction μ</source>
        <translation>接觸摩擦 μ</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneSummaryWidget</name>
    <message>
        <source>Scene: %1</source>
        <translation>場景：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln particle(s)</source>
        <translation>
            <numerusform>%Ln 個質點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pinned particle(s)</source>
        <translation>
            <numerusform>%Ln 個固定質點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spring(s):</source>
        <translation>
            <numerusform>%Ln 根彈簧：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln structural spring(s)</source>
        <translation>
            <numerusform>%Ln 根結構彈簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln shear spring(s)</source>
        <translation>
            <numerusform>%Ln 根剪切彈簧</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln bending spring(s)</source>
        <translation>
            <numerusform>%Ln 根彎曲彈簧</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneTreeModel</name>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細資料</translation>
    </message>
    <message>
        <source>Bodies</source>
        <translation>物體</translation>
    </message>
    <message>
        <source>Obstacles</source>
        <translation>障礙物</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>外力</translation>
    </message>
    <message>
        <source>Obstacle %1</source>
        <translation>障礙物 %1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>cloth %1 × %2, %3</source>
        <translation>布料 %1 × %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>custom, %n particle(s)</source>
        <translation>
            <numerusform>自訂，%n 個質點</numerusform>
        </translation>
    </message>
    <message>
        <source>sphere</source>
        <translation>球體</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <source>box</source>
        <translation>長方體</translation>
    </message>
    <message>
        <source>gravity, air, wind</source>
        <translation>重力、空氣、風</translation>
    </message>
    <message numerus="yes">
        <source>solid %1, %n particle(s)</source>
        <translation>
            <numerusform>固體 %1，%n 個質點</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SceneView</name>
    <message>
        <source>3D view</source>
        <translation>3D 檢視</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SpringColorLegend</name>
    <message>
        <source>Strain</source>
        <extracomment>Colour bar of the 3D view: springs coloured by their strain (l − L)/L</extracomment>
        <translation>應變</translation>
    </message>
    <message>
        <source>Elastic energy</source>
        <extracomment>Colour bar of the 3D view: springs coloured by their elastic energy</extracomment>
        <translation>彈性位能</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A strain in percent, e.g. &quot;+1.2 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>(99th percentile)</source>
        <extracomment>The colour range of the spring colours is automatic: it reaches the 99th percentile of the springs&apos; values at the frame shown</extracomment>
        <translation>（第 99 百分位數）</translation>
    </message>
    <message>
        <source>Springs coloured by elastic energy ½·k·(l − L)² at the frame shown, with the stiffness the forces use. The colours span 0 to %1, the 99th percentile; the 1 % of springs above it take the end colour.</source>
        <translation>依目前顯示畫格的彈性位能 ½·k·(l − L)² 為彈簧著色（剛度與計算力時所用的相同）。顏色範圍為 0 到 %1，即第 99 百分位數；超過它的 1 % 彈簧顯示為色標上端的顏色。</translation>
    </message>
    <message>
        <source>Springs coloured by strain (l − L)/L at the frame shown: blue compressed, grey at rest, red stretched. The colours span %1 to %2, the 99th percentile of |strain|; the most strained 1 % of springs take the end colours.</source>
        <translation>依目前顯示畫格的應變 (l − L)/L 為彈簧著色：藍色為壓縮，灰色為原長，紅色為拉伸。顏色範圍為 %1 到 %2，即 |應變| 的第 99 百分位數；應變最大的 1 % 彈簧顯示為色標兩端的顏色。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StabilityPage</name>
    <message>
        <source>The first dt tried (%1 s) must be shorter than the duration.</source>
        <translation>第一個嘗試的 dt（%1 s）必須短於時長。</translation>
    </message>
    <message>
        <source>First dt tried:</source>
        <translation>第一個嘗試的 dt：</translation>
    </message>
    <message>
        <source>The search doubles or halves this step until it brackets the limit, then bisects.</source>
        <translation>搜尋會將此步長加倍或減半直到夾住極限，然後進行二分。</translation>
    </message>
    <message>
        <source>Bisection tolerance:</source>
        <translation>二分法容許誤差：</translation>
    </message>
    <message>
        <source>Each trial run covers this time; a run is unstable when it produces NaN or its energy leaves its bound.</source>
        <translation>每次試驗執行涵蓋這段時間；出現 NaN 或能量超出上限的執行視為不穩定。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::StabilityPanel</name>
    <message>
        <source>Computing the spectrum…</source>
        <translation>正在計算譜…</translation>
    </message>
    <message>
        <source>The spectrum could not be computed.</source>
        <translation>無法計算譜。</translation>
    </message>
    <message>
        <source>Stiffest mode: ω = %1 rad/s, mostly %2</source>
        <translation>最硬模態：ω = %1 rad/s，主要為%2</translation>
    </message>
    <message>
        <source>Whole region</source>
        <translation>整個區域</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>穩定域</translation>
    </message>
    <message>
        <source>Damping</source>
        <translation>數值阻尼</translation>
    </message>
    <message>
        <source>Period error</source>
        <translation>週期誤差</translation>
    </message>
    <message>
        <source>No stability study: %1</source>
        <translation>無法進行穩定性分析：%1</translation>
    </message>
    <message>
        <source>Show the region over −3 ≤ Re(h·λ) ≤ 1, |Im(h·λ)| ≤ 3 (per mode: 0 ≤ ζ ≤ 1) instead of around the scene&apos;s modes.</source>
        <translation>顯示 −3 ≤ Re(h·λ) ≤ 1、|Im(h·λ)| ≤ 3（按模態：0 ≤ ζ ≤ 1）的區域，而非場景模態附近的區域。</translation>
    </message>
    <message>
        <source>Per mode</source>
        <translation>按模態</translation>
    </message>
    <message>
        <source>Linearise about:</source>
        <translation>線性化於：</translation>
    </message>
    <message>
        <source>Initial state</source>
        <translation>初始狀態</translation>
    </message>
    <message>
        <source>The modes are of the forces linearised about a state: the run&apos;s current state follows the cloth as it moves (a hanging cloth has modes that the cloth at rest length does not).</source>
        <translation>模態來自在某一狀態處線性化的力：執行的目前狀態會隨布料的運動而更新（懸掛的布料具有處於原長的布料所沒有的模態）。</translation>
    </message>
    <message>
        <source>Current state</source>
        <translation>目前狀態</translation>
    </message>
    <message>
        <source>Fastest-growing mode of %1: ω = %2 rad/s, mostly %3; predicted to e-fold in %4 s</source>
        <translation>%1增長最快的模態：ω = %2 rad/s，主要為%3；預測 %4 s 增長 e 倍</translation>
    </message>
    <message>
        <source>Show the mode in 3D</source>
        <translation>在 3D 中顯示模態</translation>
    </message>
    <message>
        <source>Animate in the Simulation view the fastest-growing mode of a run that is unstable at its dt, else the scene&apos;s highest mode.</source>
        <translation>在模擬檢視中以動畫顯示在其 dt 下不穩定的執行中增長最快的模態；若沒有，則顯示場景的最高階模態。</translation>
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
        <translation>彈簧數</translation>
    </message>
    <message>
        <source>Stretch k⁺</source>
        <translation>拉伸剛度 k⁺</translation>
    </message>
    <message>
        <source>Compression k⁻</source>
        <translation>壓縮剛度 k⁻</translation>
    </message>
    <message>
        <source>Damping c</source>
        <translation>阻尼 c</translation>
    </message>
    <message>
        <source>Structural</source>
        <translation>結構彈簧</translation>
    </message>
    <message>
        <source>Shear</source>
        <translation>剪切彈簧</translation>
    </message>
    <message>
        <source>Bending</source>
        <translation>彎曲彈簧</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::SweepPage</name>
    <message>
        <source>The scene has no %1.</source>
        <translation>場景中沒有%1。</translation>
    </message>
    <message>
        <source>The stretch stiffness of the %1 is 0 N/m: a sweep multiplies it, so it must be positive.</source>
        <translation>%1的拉伸剛度為 0 N/m：掃描會按倍數改變它，因此它必須為正。</translation>
    </message>
    <message>
        <source>“To” must be larger than “From”.</source>
        <translation>「到」必須大於「從」。</translation>
    </message>
    <message>
        <source>Springs scaled:</source>
        <translation>縮放的彈簧：</translation>
    </message>
    <message>
        <source>Stretch and compression stiffness of these springs are multiplied; damping is kept. For one kind the range is in N/m, for all kinds it is a factor on the scene&apos;s values.</source>
        <translation>這些彈簧的拉伸與壓縮剛度按倍數改變，阻尼不變。單一類型時範圍以 N/m 表示，所有類型時為相對場景值的倍數。</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>從：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>點數：</translation>
    </message>
    <message>
        <source>Logarithmic spacing</source>
        <translation>對數間隔</translation>
    </message>
    <message>
        <source>Cheapest method for an RMS error of</source>
        <translation>達到以下 RMS 誤差的最省計算的方法</translation>
    </message>
    <message>
        <source>Instead of stability limits: at each stiffness a work–precision sweep of every checked method (%1 steps each, from its stability limit down), and the method that reaches the accuracy at the end of the duration for the least CPU time.</source>
        <translation>代替穩定極限：在每個剛度下對每個勾選的方法做計算量–精度掃描（各 %1 個步長，從其穩定極限向下），給出在時長結束時以最少 CPU 時間達到該精度的方法。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TaskBanner</name>
    <message>
        <source>Use Other Settings</source>
        <translation>使用其他設定</translation>
    </message>
    <message>
        <source>Unlocks the settings. A result with other settings is kept with the submission, but it is not what the grader recomputes.</source>
        <translation>解除設定的鎖定。以其他設定得到的結果也會隨繳交檔案保存，但評分時不會依它重新計算。</translation>
    </message>
    <message>
        <source>These are the settings of the task “%1”. The grader recomputes the task with them, so they are locked here.</source>
        <translation>這是題目「%1」的設定。評分時依這些設定重新計算該題目，因此這裡已鎖定。</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TaskForm</name>
    <message>
        <source>the id of the most accurate integrator</source>
        <translation>最精確的積分器的 id</translation>
    </message>
    <message>
        <source>“%1” in %2 is not a number</source>
        <translation>%2 中的「%1」不是數字</translation>
    </message>
    <message>
        <source>the time steps</source>
        <translation>時間步長</translation>
    </message>
    <message>
        <source>the stiffness scales</source>
        <translation>剛度倍數</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>類型：</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>標題：</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>配分：</translation>
    </message>
    <message>
        <source>Integrator:</source>
        <translation>積分器：</translation>
    </message>
    <message>
        <source>Integrators:</source>
        <translation>積分器：</translation>
    </message>
    <message>
        <source>Time step:</source>
        <translation>時間步長：</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>時長：</translation>
    </message>
    <message>
        <source>Time steps (s):</source>
        <translation>時間步長 (s)：</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>參考：</translation>
    </message>
    <message>
        <source>Bisection:</source>
        <translation>二分法：</translation>
    </message>
    <message>
        <source>Stiffness scales:</source>
        <translation>剛度倍數：</translation>
    </message>
    <message>
        <source>Spring kind:</source>
        <translation>彈簧類型：</translation>
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
        <translation>結果：</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>容許誤差：</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>單位：</translation>
    </message>
    <message>
        <source>Unique in the assignment: lower-case letters, digits and &apos;-&apos;</source>
        <translation>在作業中唯一：小寫字母、數字和 &apos;-&apos;</translation>
    </message>
    <message>
        <source>The step of the integrators; a stability search starts from it</source>
        <translation>積分器的時間步長；穩定極限的搜尋從它開始</translation>
    </message>
    <message>
        <source>Relative width at which the stability search stops</source>
        <translation>穩定極限搜尋停止時的相對寬度</translation>
    </message>
    <message>
        <source>(the default reference)</source>
        <translation>（預設參考解）</translation>
    </message>
    <message>
        <source>every kind</source>
        <translation>所有類型</translation>
    </message>
    <message>
        <source>structural</source>
        <translation>結構</translation>
    </message>
    <message>
        <source>shear</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>bending</source>
        <translation>彎曲</translation>
    </message>
    <message>
        <source>computed by ClothLab from these settings</source>
        <translation>由 ClothLab 依這些設定計算</translation>
    </message>
    <message>
        <source>a stated value</source>
        <translation>指定的值</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>不發散</translation>
    </message>
    <message>
        <source>blows up</source>
        <translation>發散</translation>
    </message>
    <message>
        <source>relative to the expected value</source>
        <translation>相對於期望值</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>量測量：</translation>
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
        <translation>平均應變 |l − L|/L</translation>
    </message>
    <message>
        <source>largest strain |l − L|/L</source>
        <translation>最大應變 |l − L|/L</translation>
    </message>
    <message>
        <source>Parameters: “%1” is not NAME=VALUE</source>
        <translation>參數：「%1」不是 NAME=VALUE 形式</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>參數：</translation>
    </message>
    <message>
        <source>The integrator&apos;s parameters as NAME=VALUE, separated by commas (clothlab-cli integrators lists them with their ranges)</source>
        <translation>積分器的參數，寫成 NAME=VALUE，以逗號分隔（clothlab-cli integrators 列出參數及其範圍）</translation>
    </message>
    <message>
        <source>the defaults, or NAME=VALUE, …</source>
        <translation>預設值，或 NAME=VALUE, …</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::TasksPanel</name>
    <message>
        <source>run to a time</source>
        <translation>執行到指定時刻</translation>
    </message>
    <message>
        <source>stability limit</source>
        <translation>穩定極限</translation>
    </message>
    <message>
        <source>convergence order</source>
        <translation>收斂階</translation>
    </message>
    <message>
        <source>error comparison</source>
        <translation>誤差比較</translation>
    </message>
    <message>
        <source>stiffness sweep</source>
        <translation>剛度掃描</translation>
    </message>
    <message>
        <source>number</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字作答</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>執行中…</translation>
    </message>
    <message>
        <source>answer entered</source>
        <translation>已填寫答案</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>Enter your student ID to hand in.</source>
        <translation>繳交前請輸入學號。</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>No assignment is open (File ▸ Open Assignment).</source>
        <translation>沒有開啟的作業（檔案 ▸ 開啟作業）。</translation>
    </message>
    <message>
        <source>Open &amp;Analysis…</source>
        <translation>開啟分析(&amp;A)…</translation>
    </message>
    <message>
        <source>Opens the workbench&apos;s analysis of the selected task with the task&apos;s settings</source>
        <translation>以所選題目的設定開啟工作台中對應的分析</translation>
    </message>
    <message>
        <source>measured quantity</source>
        <translation>量測量</translation>
    </message>
    <message>
        <source>Select a task that the workbench can compute</source>
        <translation>請選擇工作台能夠計算的題目</translation>
    </message>
    <message>
        <source>Runs the task with its settings and fills in its answer</source>
        <translation>依題目的設定執行並填入答案</translation>
    </message>
    <message>
        <source>Runs the task with its settings; read the value off and type it as your answer</source>
        <translation>依題目的設定執行；請讀取數值並作為答案輸入</translation>
    </message>
    <message>
        <source>Your teacher has not allowed this task to be run for you: open its analysis, run it, read the value off and type it as your answer</source>
        <translation>老師不允許自動執行此題目：請開啟其分析並執行，讀取數值後作為答案輸入</translation>
    </message>
    <message>
        <source>“%1” runs in the Analyses dialog: read the value off its table and type it as your answer.</source>
        <translation>「%1」在分析對話方塊中執行：請從表中讀取數值並作為答案輸入。</translation>
    </message>
    <message>
        <source>“%1” is done: its run is recorded for the hand-in.</source>
        <translation>「%1」已完成：其執行已記錄以供繳交。</translation>
    </message>
    <message>
        <source>“%1”: the run gives %2. Type it as your answer.</source>
        <translation>「%1」：執行結果為 %2。請將其作為答案輸入。</translation>
    </message>
    <message>
        <source>the task&apos;s run</source>
        <translation>題目的執行</translation>
    </message>
    <message>
        <source>read off an analysis</source>
        <translation>從分析中讀取</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>手動輸入</translation>
    </message>
    <message>
        <source>earns its points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>read by the teacher</source>
        <translation>由老師批閱</translation>
    </message>
    <message>
        <source>%1 (ID %2)</source>
        <translation>%1（學號 %2）</translation>
    </message>
    <message>
        <source>&amp;Run the Selected Task</source>
        <translation>執行所選題目(&amp;R)</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>未發散</translation>
    </message>
    <message>
        <source>blows up</source>
        <translation>發散</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>A grader&apos;s verdict on one answer: the verdict in words, the grader&apos;s id for it (as the CSV of clothlab-cli grade writes it), then why</extracomment>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>通過</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>未通過</translation>
    </message>
    <message>
        <source>edited after handing in</source>
        <translation>繳交後遭修改</translation>
    </message>
    <message>
        <source>does not match the assignment</source>
        <translation>與作業不符</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺少答案</translation>
    </message>
    <message>
        <source>unreadable file</source>
        <translation>無法讀取的檔案</translation>
    </message>
    <message>
        <source>for the teacher to read</source>
        <translation>由老師批閱</translation>
    </message>
    <message>
        <source>duplicate student ID</source>
        <translation>學號重複</translation>
    </message>
    <message>
        <source>too costly to recompute</source>
        <translation>重新計算的成本過高</translation>
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
        <translation>t = %1 s 時開始接觸</translation>
    </message>
    <message>
        <source>The energy residual passes %1 % of the energy scale at t = %2 s</source>
        <translation>t = %2 s 時能量殘差超過能量尺度的 %1 %</translation>
    </message>
    <message>
        <source>Blow-up at t = %1 s</source>
        <translation>t = %1 s 時發散</translation>
    </message>
    <message>
        <source>Replay from Here</source>
        <translation>從此處重播</translation>
    </message>
    <message>
        <source>Put the run back to the moment shown and play on from there, with the integrator settings as they are now (a smaller time step, say)</source>
        <translation>將執行退回到所顯示的時刻，並以目前的積分器設定（例如更小的時間步長）從那裡繼續播放</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>目前</translation>
    </message>
    <message>
        <source>Show the run where it is now</source>
        <translation>顯示執行目前的狀態</translation>
    </message>
    <message>
        <source>The run&apos;s timeline: drag to see the run as it was at any moment</source>
        <translation>執行的時間軸：拖曳可檢視執行在任意時刻的狀態</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>時間軸</translation>
    </message>
    <message>
        <source>Showing t = %1 s</source>
        <translation>正在顯示 t = %1 s</translation>
    </message>
    <message>
        <source>Back to Live</source>
        <translation>回到目前</translation>
    </message>
    <message>
        <source>The energy residual starts its final growth at t = %1 s: measured, it e-folds every %2 s, so the growing mode&apos;s amplitude every %3 s</source>
        <translation>t = %1 s 時能量殘差開始最後的增長：實測每 %2 s 增長 e 倍，因此增長模態的振幅每 %3 s 增長 e 倍</translation>
    </message>
</context>
<context>
    <name>clothlab::widgets::WorkPrecisionPage</name>
    <message>
        <source>Steps per method:</source>
        <translation>每個方法的步長數：</translation>
    </message>
    <message>
        <source>Cheapest method for an RMS error of</source>
        <translation>達到以下 RMS 誤差的最省計算的方法</translation>
    </message>
    <message>
        <source>Cost measured as:</source>
        <translation>代價度量：</translation>
    </message>
    <message>
        <source>CPU time</source>
        <translation>CPU 時間</translation>
    </message>
    <message>
        <source>Force evaluations + CG iterations</source>
        <translation>力求值次數 + CG 迭代次數</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>CPU time is what you wait for, and varies a little between runs; evaluations and steps are the same on every machine.</source>
        <translation>CPU 時間即實際等待的時間，每次執行略有不同；求值次數和步數在任何機器上都相同。</translation>
    </message>
    <message>
        <source>Each fixed-step method runs at the largest step that its measured stability limit allows (the scene&apos;s dt times a power of two) and at this many steps in all, halving; the methods with error control (rk45, dop853) at as many tolerances.</source>
        <translation>每個固定步長方法從其實測穩定極限允許的最大步長（場景 dt 乘以 2 的冪）開始逐次減半，共執行這麼多個步長；帶誤差控制的方法（rk45、dop853）執行同樣多個容許誤差。</translation>
    </message>
    <message>
        <source>Reference tolerance (dop853):</source>
        <translation>參考解容許誤差（dop853）：</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Workbench for mass-spring cloth simulation.</source>
        <translation>質點彈簧模型布料模擬工作台。</translation>
    </message>
    <message>
        <source>Save the window as a PNG image to &lt;file&gt; once it is shown, then quit.</source>
        <translation>視窗顯示後，將其儲存為 PNG 影像 &lt;檔案&gt;，然後結束。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>啟動後立即開始模擬。</translation>
    </message>
    <message>
        <source>Show the comparison of the scene&apos;s runs (with --play, run them).</source>
        <translation>顯示場景中各執行的比較（配合 --play 時執行它們）。</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>還原未儲存的工作</translation>
    </message>
    <message>
        <source>What to do with unsaved work autosaved by a session that did not close normally: ask (the default), restore or discard.</source>
        <translation>如何處理未正常關閉的工作階段所自動儲存的未儲存工作：ask（詢問，預設）、restore（還原）或 discard（捨棄）。</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>A scene or assignment file, preset:NAME or assignment:NAME, to open at start.</source>
        <translation>啟動時開啟的場景檔案或作業檔案，或 preset:名稱、assignment:名稱。</translation>
    </message>
</context>
</TS>
